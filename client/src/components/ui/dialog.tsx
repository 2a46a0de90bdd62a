import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';
import { useEscapeAboveToasts } from './escape-above-toasts.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ref,
  ...props
}: DialogContentProps) {
  const content = useRef<HTMLDivElement | null>(null);
  const close = useRef<HTMLButtonElement | null>(null);
  const closeButton = useCallback(() => close.current, []);
  useEscapeAboveToasts(content, closeButton);
  const setContent = (node: HTMLDivElement | null) => {
    content.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={setContent}
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-lift outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-7',
          // With a DialogBody the header and footer stay put and only the body scrolls.
          'has-[[data-slot=dialog-body]]:flex has-[[data-slot=dialog-body]]:flex-col has-[[data-slot=dialog-body]]:overflow-hidden',
          className,
        )}
        {...props}
      >
        {children}
        {/* The close Escape presses while a toast is above the dialog (useEscapeAboveToasts). */}
        <DialogPrimitive.Close ref={close} hidden tabIndex={-1} aria-hidden="true" />
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4">
            <X aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8 text-left', className)}
      {...props}
    />
  );
}

/**
 * The part of a long dialog that scrolls, between a header and a footer that stay in view.
 * Put the header, the body and the footer straight in DialogContent, or in a DialogForm.
 */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      // Full width so the scrollbar sits at the dialog's edge; a little room for focus rings. One
      // column that never grows past the dialog, whatever its content's widest line.
      className={cn(
        '-mx-6 -my-1 grid min-h-0 flex-1 auto-rows-max grid-cols-[minmax(0,1fr)] content-start gap-5 overflow-y-auto px-6 py-1 sm:-mx-7 sm:px-7',
        className,
      )}
      {...props}
    />
  );
}

/** A form holding a DialogBody and its DialogFooter (and the header, if it likes). */
export function DialogForm({ className, ...props }: ComponentProps<'form'>) {
  return (
    <form
      data-slot="dialog-form"
      className={cn('flex min-h-0 flex-1 flex-col gap-5', className)}
      {...props}
    />
  );
}

/**
 * The dialog's actions, always in view: sticky at the foot of a dialog that scrolls as a whole
 * (it reaches through the dialog's padding to its edges), last under a DialogBody.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 -mb-6 flex shrink-0 flex-col-reverse gap-2 border-t bg-card px-6 pt-4 pb-6 sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:flex-row sm:justify-end sm:px-7 sm:pb-7',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl leading-snug font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
