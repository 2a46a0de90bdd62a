import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';

export function NotFoundPage() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-medium tracking-[0.2em] text-muted-foreground uppercase">404</p>
      <h1 className="mt-2 font-display text-3xl font-medium tracking-tight sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Did you forget to add the page to the router?
      </p>
      <Button asChild variant="outline" className="mt-8">
        <Link href={paths.home}>Back to Home</Link>
      </Button>
    </section>
  );
}
