import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../components/ui/field';
import { ApiError } from './api-fetch';
import { applyServerErrors } from './form-errors';

interface Values {
  email: string;
  name: string;
}

/** A form whose save fails with `failure`, mapping the answer as every staff form does. */
function Form({ failure }: { failure: unknown }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { email: '', name: '' },
  });
  const [formError, setFormError] = useState('');
  const submit = handleSubmit(async () => {
    setFormError(applyServerErrors(failure, setError, ['email', 'name']));
  });
  return (
    <form onSubmit={submit}>
      <TextField label="E-mail" error={formState.errors.email?.message} {...register('email')} />
      <TextField label="Nome" error={formState.errors.name?.message} {...register('name')} />
      {formError && <p role="alert">{formError}</p>}
      <button type="submit">Salva</button>
    </form>
  );
}

describe('applyServerErrors', () => {
  it("puts the server's field messages on their fields and the main message on the form", async () => {
    const failure = new ApiError({
      status: 409,
      code: 'email_taken',
      message: 'Controlla i campi evidenziati',
      fieldErrors: { email: ['E-mail già usata', 'seconda'], other: ['campo non nel form'] },
    });
    const user = userEvent.setup();
    render(<Form failure={failure} />);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Controlla i campi evidenziati');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('E-mail già usata')).toBeTruthy();
    expect(screen.queryByText('seconda')).toBeNull();
    expect(screen.queryByText('campo non nel form')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('says something went wrong, on the form only, for an error that is not the API', async () => {
    const user = userEvent.setup();
    render(<Form failure={new TypeError('x is undefined')} />);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Si è verificato un errore imprevisto. Riprova.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBeNull();
  });
});
