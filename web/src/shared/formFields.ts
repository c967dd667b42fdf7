import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { ChangeEvent } from 'react';
import { problems } from './errors';

type Messages<F extends string> = Partial<Record<F, string>>;

/**
 * What the gateway said about single fields (`extensions.field`), for Formik's status. A field
 * refused as input keeps the gateway's message; `ownKeys` gives translated messages of our own
 * for a code on a field (such as a taken username).
 */
export function serverFieldMessages<F extends string>(
  t: TFunction,
  error: unknown,
  fields: readonly F[],
  ownKeys: Partial<Record<string, Messages<F>>> = {},
): Messages<F> {
  const out: Messages<F> = {};
  for (const p of problems(error)) {
    const field = fields.find((f) => f === p.field);
    if (!field) continue;
    const own = p.code ? ownKeys[p.code]?.[field] : undefined;
    if (own) out[field] = t(own);
    else if (p.code === 'BAD_USER_INPUT') out[field] = p.message;
  }
  return out;
}

/**
 * Binds a form's fields: `errorOf` is the message a field shows now (its rule's, once the field
 * is dirty or touched; else the gateway's), and `props` are the input's props, which drop the
 * gateway's message as soon as the field changes.
 */
export function bindFields<V extends object>(form: FormikProps<V>, t: TFunction) {
  type F = keyof V & string;
  const server = (form.status ?? {}) as Messages<F>;
  return {
    errorOf: (name: F): string | undefined => {
      const shown = form.touched[name] || form.values[name] !== form.initialValues[name];
      const key = form.errors[name];
      return shown && typeof key === 'string' ? t(key) : server[name];
    },
    props: (name: F) => {
      return {
        ...form.getFieldProps(name),
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
          if (server[name]) form.setStatus({ ...server, [name]: undefined });
          form.handleChange(e);
        },
      };
    },
  };
}

/**
 * A form inside a dialog adds no box of its own, so the dialog's body and footer stay its flex
 * children: the body then scrolls between header and footer on a short screen.
 */
export const FORM_IN_DIALOG = { display: 'contents' } as const;
