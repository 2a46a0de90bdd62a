"""Calibrates the garment model for the views the app reads (decision 014, "Revision: the
garment's own view"): the whole photo and the garment alone, their logits averaged.

The training script calibrates on whole photos. The app also reads the garment the cut-out found
(a second image in the same run), so the temperature and the per-category "sure" thresholds are
fitted again, on the calibration split's logits as the app's scan computes them
(scripts/vision/dump-scan-logits.ts), by the training script's own rules. Writes them, with the
views, into garment-model.json; the model file itself is unchanged.

  npx tsx scripts/vision/dump-scan-logits.ts --split dev --out /tmp/dev-logits.json
  python3 scripts/vision/calibrate_views.py --dev /tmp/dev-logits.json \
      --meta server/vision/models/garment-model.json
"""

import argparse
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))
from train_garment_model import KINDS, fit_temperature, report, sure_thresholds  # noqa: E402

VIEWS = ['whole', 'garment']


def read(path):
    """Logits (mean of the views) and labels of the photos the scan did not refuse."""
    rows = [r for r in json.load(open(path)) if r['whole']]
    logits = []
    for r in rows:
        views = [r['whole']] + ([r['garment']] if r['garment'] else [])
        logits.append([sum(v[k] for v in views) / len(views) for k in range(len(KINDS))])
    labels = torch.tensor([KINDS.index(r['kind']) for r in rows])
    whole = torch.tensor([r['whole'] for r in rows])
    return torch.tensor(logits), whole, labels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dev', required=True)
    ap.add_argument('--meta', required=True)
    ap.add_argument('--margin', type=float, default=0.05)
    args = ap.parse_args()
    logits, whole, labels = read(args.dev)
    t_whole = fit_temperature(whole, labels)
    report('dev, whole photo only', whole, labels, t_whole, sure_thresholds(whole, labels, t_whole))
    temperature = fit_temperature(logits, labels)
    sure_from = sure_thresholds(logits, labels, temperature)
    line = report('dev, whole photo and garment', logits, labels, temperature, sure_from)
    meta = json.load(open(args.meta))
    meta['input']['views'] = VIEWS
    meta['input']['garmentMargin'] = args.margin
    meta['input']['fit'] = 'whole photo, squashed; and the cut-out\'s box around the garment, squashed'
    meta['temperature'] = round(temperature, 4)
    meta['sureFrom'] = sure_from
    meta['calibration'] = {
        'views': VIEWS,
        'source': 'the calibration split (dev) scanned as the app scans it: '
                  'scripts/vision/dump-scan-logits.ts, then scripts/vision/calibrate_views.py',
        'dev': line,
    }
    with open(args.meta, 'w') as f:
        json.dump(meta, f, indent=2)
        f.write('\n')
    print('temperature', round(temperature, 4), 'sureFrom', sure_from)


if __name__ == '__main__':
    main()
