import { CalendarDays, Leaf, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo.tsx';

const highlights: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'AI outfit generator',
    text: 'Looks for the occasion, the weather and your style, built from what you own.',
  },
  {
    icon: Leaf,
    title: 'Sustainability tracking',
    text: 'Cost per wear and how much of your wardrobe you really use.',
  },
  {
    icon: CalendarDays,
    title: 'Calendar planning',
    text: 'Plan outfits for the days and events ahead.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Share looks and let friends rate your outfits.',
  },
];

/** The sign-in page's hero (spec §1); large screens only, phones get the short intro instead. */
export function AuthHero() {
  return (
    <section
      aria-labelledby="auth-hero-title"
      className="relative hidden overflow-hidden bg-[#231915] text-[#f6efe9] lg:flex lg:w-[52%] lg:flex-col lg:justify-between lg:p-12 xl:p-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_110%_-10%,rgba(201,130,107,0.45),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgba(232,196,170,0.22),transparent_60%),linear-gradient(160deg,#2b1e19_0%,#1b1411_100%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 bottom-24 size-[26rem] rounded-full border border-white/8"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-8 bottom-40 size-[18rem] rounded-full border border-white/6"
      />

      <BrandLogo className="relative" />

      <div className="relative max-w-xl py-12">
        <p className="mb-5 text-xs font-medium tracking-[0.25em] text-[#e8c4aa] uppercase">
          AI-powered fashion companion
        </p>
        <h1
          id="auth-hero-title"
          className="font-display text-5xl leading-[1.05] font-medium tracking-tight xl:text-6xl"
        >
          Your AI Fashion Companion
        </h1>
        <p className="mt-6 max-w-md text-lg leading-relaxed text-[#f6efe9]/75">
          An AI-powered fashion companion for the clothes you already own: photograph your pieces,
          and it suggests what to wear, plans ahead and shows how well your wardrobe works for you.
        </p>

        <ul className="mt-12 grid gap-x-8 gap-y-7 sm:grid-cols-2">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/8 ring-1 ring-white/12">
                <Icon className="size-[18px] text-[#e8c4aa]" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium">{title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-[#f6efe9]/65">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <p className="relative text-sm text-[#f6efe9]/55">
        Self-hosted and private: your wardrobe stays on your own server.
      </p>
    </section>
  );
}
