#!/usr/bin/env bash
# Rebuilds server/vision/models/garment-model.{onnx,json} from scratch (build time only; see
# server/vision/models/README.md and docs/decisions/014-garment-model-on-real-photos.md).
# Needs: python3 with torch (CPU), onnx and onnxruntime (`pip install torch onnx onnxruntime
# numpy pillow`), the photo set beside the project (../shared/datasets/clothing-photos), and the
# npm registry for the backbone's package. About 35 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."

PHOTOS="${PHOTOS:-../shared/datasets/clothing-photos}"
WORK="${WORK:-$(mktemp -d -t afc-garment-model-XXXXXX)}"
# The backbone: MobileNetV2 as bundled (weights inside the tarball) by nsfwjs 4.4.0, MIT.
NSFWJS_SHA256=585cd178f3b994337c4d10a87b080d342fc52f8b9bf0085c4d1f345a3a1c5382

echo "work folder: $WORK"
(cd "$WORK" && npm pack --silent nsfwjs@4.4.0 >/dev/null)
echo "$NSFWJS_SHA256  $WORK/nsfwjs-4.4.0.tgz" | sha256sum --check --quiet
tar xzf "$WORK/nsfwjs-4.4.0.tgz" -C "$WORK"
node scripts/vision/extract-backbone.mjs "$WORK/package" "$WORK"
npx tsx scripts/vision/render-drawn-garments.ts "$WORK/drawn"
python3 scripts/vision/train_garment_model.py --photos "$PHOTOS" --drawn "$WORK/drawn" \
  --backbone "$WORK" --cache "$WORK" --out server/vision/models
# The app reads the whole photo and the garment the cut-out found, their logits averaged: the
# temperature and "sure" thresholds are fitted again on the calibration split read that way.
npx tsx scripts/vision/dump-scan-logits.ts --split dev --photos "$PHOTOS" --out "$WORK/dev-logits.json"
python3 scripts/vision/calibrate_views.py --dev "$WORK/dev-logits.json" \
  --meta server/vision/models/garment-model.json
