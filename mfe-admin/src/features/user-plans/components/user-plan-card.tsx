import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardFrame, spreadRow } from '@school/shared/ui';
import { formatDate, useTranslation } from '@school/shared';
import type { UserPlan } from '../../../admin-contracts';
import { formatMoney } from '../../../lib/money';

const TONES = { active: 'success', inactive: 'textMuted', unknown: 'textMuted' } as const;

export interface UserPlanCardProps {
  plan: UserPlan;
  /** The administration's buttons; a member's own page has none. */
  actions?: ReactNode;
}

/** One plan of a student: its status, lessons used and remaining, price, purchase and next payment. */
export function UserPlanCard({ plan, actions }: UserPlanCardProps) {
  const { t, i18n } = useTranslation('admin');
  const when = (value: string | null) => (value ? formatDate(value) : t('userPlans.notPaid'));
  return (
    <Card aria-labelledby={`plan-${plan.id}`}>
      <Head>
        <Name id={`plan-${plan.id}`}>{plan.planName}</Name>
        <Badge $tone={TONES[plan.status]}>{t(`userPlans.status.${plan.status}`)}</Badge>
      </Head>
      <Facts>
        <div>
          <dt>{t('userPlans.lessons')}</dt>
          <dd>{t('userPlans.lessonsOf', { count: plan.lessons })}</dd>
        </div>
        <div>
          <dt>{t('userPlans.used')}</dt>
          <dd>{plan.lessonsUsed}</dd>
        </div>
        <div>
          <dt>{t('userPlans.remaining')}</dt>
          <dd>{plan.lessonsRemaining}</dd>
        </div>
        <div>
          <dt>{t('userPlans.price')}</dt>
          <dd>{formatMoney(plan.price, plan.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('userPlans.purchasedAt')}</dt>
          <dd>{when(plan.purchasedAt)}</dd>
        </div>
        {plan.payment && (
          <div>
            <dt>{t('userPlans.payment')}</dt>
            <dd>
              {t('userPlans.paymentText', {
                amount: formatMoney(plan.payment.amount, plan.payment.currency, i18n.language),
                date: formatDate(plan.payment.date),
                method: t(`userPlans.pay.methods.${plan.payment.method}`),
              })}
              {plan.payment.takenBy && ` · ${plan.payment.takenBy.name}`}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('userPlans.nextPaymentAt')}</dt>
          <dd>{plan.nextPaymentAt ? formatDate(plan.nextPaymentAt) : '—'}</dd>
        </div>
      </Facts>
      {actions}
    </Card>
  );
}

const Card = styled.article`
  ${cardFrame}
  gap: 12px;
`;

const Head = styled.div`
  ${spreadRow}
  gap: 8px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $tone: 'success' | 'textMuted' }>`
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.8125rem;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
