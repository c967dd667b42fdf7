import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/** Short messages that something worked ("The article was published."); they leave by themselves. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Shows a success message in the corner of the page. */
export function toastSuccess(title: string) {
  toaster.success({ title, closable: true, duration: 6000 });
}

/** Where the toasts appear; rendered once by the app. */
export function Toaster() {
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
    </Portal>
  );
}
