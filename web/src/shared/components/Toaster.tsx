import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { subscribeToasts, takeToasts } from './toasts';

/** Short messages that something worked ("The article was published."); they leave by themselves. */
const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Takes every toast away at once (the tests start each screen without the last one's). */
export const removeAllToasts = () => toaster.remove();

/**
 * Hands the waiting messages to the toaster, then every later one. Chakra's toaster shows only
 * the messages created once it listens, and it starts listening after its first commit: the
 * waiting ones are handed over a task later.
 */
function ShowWaiting() {
  useEffect(() => {
    const show = () => {
      for (const { title } of takeToasts())
        toaster.success({ title, closable: true, duration: 6000 });
    };
    const timer = setTimeout(show);
    const unsubscribe = subscribeToasts(show);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return null;
}

/**
 * Where the toasts appear. Loaded and rendered by `ToastOutlet` once the first one is asked for
 * (`toastSuccess` in toasts.ts); it shows those waiting, then every later one.
 */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
      <ShowWaiting />
    </Portal>
  );
}
