import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@verity/api-client';
import { errorText, notify } from '@verity/ui';
import { useRedeemPromoCode } from '../data/redeem-promo-code';
import { formatCredits } from '../shared/format';

/** The refusals a user can act on; the API's message names the code and what went wrong. */
const PROMO_REFUSALS = ['promo_not_found', 'promo_expired', 'promo_exhausted', 'promo_already_redeemed'];

function promoErrorMessage(error: unknown): string {
  if (PROMO_REFUSALS.some((code) => isApiError(error, code))) return errorText(error);
  return `The code could not be redeemed: ${errorText(error)}`;
}

export function PromoCodeSection() {
  // Prefixed: the shell and each remote parcel are separate React roots, whose useId values can coincide.
  const id = `billing-promo${useId()}`;
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);

  const redemption = useRedeemPromoCode();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (redemption.isPending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setInputError('Enter a promo code.');
      return;
    }
    setInputError(null);
    redemption.mutate(trimmed, {
      onSuccess: ({ credits_added }) => {
        notify.success(`Added ${formatCredits(credits_added)}`);
        setCode('');
      },
      // A refused code is said under the field; anything else in a toast too.
      onError: (error) => {
        const isRefusal = PROMO_REFUSALS.some((refusal) => isApiError(error, refusal));
        if (!isRefusal) notify.error(promoErrorMessage(error));
      },
    });
  }

  const error = inputError ?? (redemption.isError ? promoErrorMessage(redemption.error) : null);
  const errorId = `${id}-error`;

  return (
    <section className="billing-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Redeem a promo code</h2>
      <form className="billing-promo" noValidate onSubmit={handleSubmit} aria-busy={redemption.isPending}>
        <div className="billing-field">
          <label htmlFor={id}>Promo code</label>
          <input
            id={id}
            name="promo-code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setInputError(null);
              if (redemption.isError) redemption.reset();
            }}
          />
        </div>
        <button type="submit" className="ui-button" disabled={redemption.isPending}>
          {redemption.isPending ? 'Redeeming…' : 'Redeem'}
        </button>
        {error ? (
          <p id={errorId} role="alert" className="ui-field-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
