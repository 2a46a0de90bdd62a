import type { StyleProfile } from '@contract/ai.ts';
import { CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import { swatchColor } from '@/lib/palette-colors.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Bar({ label, share }: { label: string; share: number }) {
  return (
    <li className="grid grid-cols-[6.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-[13px]">
      <span className="truncate text-muted-foreground capitalize">{label}</span>
      <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-brand/80" style={{ width: percent(share) }} />
      </span>
      <span className="text-right font-medium tabular-nums">{percent(share)}</span>
    </li>
  );
}

/** The colours as one strip, each segment as wide as its share: the palette seen before it is read. */
function PaletteStrip({ colors }: { colors: StyleProfile['dominantColors'] }) {
  return (
    <div
      data-testid="palette-strip"
      aria-hidden="true"
      className="flex h-4 w-full overflow-hidden rounded-full shadow-[inset_0_0_0_1px_oklch(0_0_0/0.14)] ring-1 ring-foreground/10"
    >
      {colors.map((entry) => (
        <span
          key={entry.color}
          title={`${entry.color} ${percent(entry.share)}`}
          className="h-full min-w-1"
          style={{
            flexGrow: entry.share,
            flexBasis: 0,
            backgroundColor: swatchColor(entry.color) ?? 'var(--muted)',
          }}
        />
      ))}
    </div>
  );
}

/** The wardrobe at a glance (GET /api/ai/style-profile): its colours, categories and formality. */
export function StyleProfileCard({ profile }: { profile: StyleProfile }) {
  const categories = profile.categoryMix
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 4);
  // Formality keeps its own order, casual to formal.
  const formality = profile.formalityMix.filter((entry) => entry.count > 0);
  return (
    <section
      aria-labelledby="style-profile"
      className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-6"
    >
      <h2 id="style-profile" className="text-lg font-semibold tracking-tight">
        Your Style Profile
      </h2>
      {profile.dominantColors.length > 0 && (
        <div className="grid gap-2.5">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
            Your colours
          </h3>
          <PaletteStrip colors={profile.dominantColors} />
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {profile.dominantColors.map((entry) => (
              <li key={entry.color} className="inline-flex items-center gap-2 text-[13px]">
                <span
                  aria-hidden="true"
                  className="size-6 rounded-full shadow-[inset_0_0_0_1px_oklch(0_0_0/0.14)] ring-1 ring-foreground/10"
                  style={{ backgroundColor: swatchColor(entry.color) ?? 'var(--muted)' }}
                />
                <span>
                  <span className="font-medium capitalize">{entry.color}</span>{' '}
                  <span className="text-muted-foreground tabular-nums">{percent(entry.share)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {categories.length > 0 && (
        <div className="grid gap-2.5">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
            What you own
          </h3>
          <ul className="grid gap-2">
            {categories.map((entry) => (
              <Bar key={entry.key} label={CATEGORY_LABELS[entry.key]} share={entry.share} />
            ))}
          </ul>
        </div>
      )}
      {formality.length > 0 && (
        <div className="grid gap-2.5">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
            How dressy
          </h3>
          <ul className="grid gap-2">
            {formality.map((entry) => (
              <Bar key={entry.key} label={entry.key} share={entry.share} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
