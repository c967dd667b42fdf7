import { Box, Card, Field, Heading, Input, type InputProps } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/head';

/** The narrow card the login and one-time link pages stand in, under their one heading. */
export function AuthCard({
  title,
  headingGap,
  children,
}: {
  title: string;
  /** Space under the heading. */
  headingGap: string;
  children: ReactNode;
}) {
  return (
    <Box maxW="md" mx="auto">
      <PageHead title={title} noindex />
      <Card.Root variant="outline">
        <Card.Body>
          <Heading as="h1" size="2xl" mb={headingGap}>
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/**
 * A required field of a sign-in form. The rules' messages show after a submit attempt (the
 * spec's login behaviour); a message the server gave for the field (the form's status) shows
 * when the rules have none.
 */
export function AuthField<Values extends object>({
  form,
  name,
  label,
  input,
}: {
  form: FormikProps<Values>;
  name: keyof Values & string;
  label: string;
  input: InputProps;
}) {
  const { t } = useTranslation();
  const message = form.submitCount > 0 ? (form.errors as Record<string, unknown>)[name] : undefined;
  const server = (form.status as Partial<Record<string, string>> | undefined)?.[name];
  const shown = typeof message === 'string' && message ? t(message) : server;
  return (
    <Field.Root invalid={!!shown} required>
      <Field.Label>{label}</Field.Label>
      <Input {...input} {...form.getFieldProps(name)} />
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
