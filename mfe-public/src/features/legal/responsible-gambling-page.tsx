import { useGetAuthConfigQuery } from '@oddslab/shared/api';
import { PageColumn, PageTitle } from '@oddslab/shared/ui';
import { DEFAULT_MINIMUM_SIGNUP_AGE } from '../signup/validate-signup';
import { PolicySection } from './legal-layout';

/** Free, confidential help in the countries the sign-up form offers. */
const HELP_LINES = [
  {
    country: 'United Kingdom',
    name: 'National Gambling Helpline (GamCare)',
    phone: '0808 8020 133',
    href: 'https://www.gamcare.org.uk',
  },
  {
    country: 'United States',
    name: 'National Problem Gambling Helpline',
    phone: '1-800-GAMBLER',
    href: 'https://www.ncpgambling.org',
  },
  { country: 'Canada', name: 'ConnexOntario', phone: '1-866-531-2600', href: 'https://www.connexontario.ca' },
  {
    country: 'Australia',
    name: 'Gambling Help Online',
    phone: '1800 858 858',
    href: 'https://www.gamblinghelponline.org.au',
  },
] as const;

/** Responsible gambling (/responsible-gambling): what OddsLab is and is not, the warning signs, and where to get help. */
export function ResponsibleGamblingPage() {
  const minimumAge = useGetAuthConfigQuery().data?.minimumSignupAge ?? DEFAULT_MINIMUM_SIGNUP_AGE;
  return (
    <PageColumn>
      <PageTitle subtitle="Analytics can make betting better informed; they cannot make it safe.">
        Responsible Gambling
      </PageTitle>
      <PolicySection aria-labelledby="rg-what">
        <h2 id="rg-what">What we are, and are not</h2>
        <div>
          <p>
            OddsLab is an analytics service, <strong>not a bookmaker</strong>. We never take bets. Our probabilities are
            estimates; even a good model loses often, and most people who bet lose money over time.
          </p>
          <p>
            Accounts are for adults only: nobody under {minimumAge} may register, and you should never bet under the
            legal age where you live.
          </p>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="rg-habits">
        <h2 id="rg-habits">Keep it in proportion</h2>
        <div>
          <ul>
            <li>Only stake money you can afford to lose, and set a limit before you start.</li>
            <li>Never chase losses with bigger stakes.</li>
            <li>Use the deposit limits, time-outs and self-exclusion your bookmaker must offer.</li>
            <li>Take breaks; do not bet when upset, tired or after drinking.</li>
          </ul>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="rg-signs">
        <h2 id="rg-signs">Warning signs</h2>
        <div>
          <ul>
            <li>Spending more time or money on betting than you meant to.</li>
            <li>Borrowing, or hiding your betting from people close to you.</li>
            <li>Feeling anxious or irritable when you are not betting.</li>
          </ul>
          <p>If any of these sound familiar, talk to someone. Help is free and confidential.</p>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="rg-help">
        <h2 id="rg-help">Where to find help</h2>
        <div>
          <ul>
            {HELP_LINES.map((line) => (
              <li key={line.country}>
                <strong>{line.country}:</strong> {line.name}, <a href={`tel:${line.phone}`}>{line.phone}</a> (
                <a href={line.href} target="_blank" rel="noopener noreferrer">
                  {new URL(line.href).hostname.replace(/^www\./, '')}
                </a>
                )
              </li>
            ))}
          </ul>
          <p>
            In the United Kingdom you can also block yourself from every licensed gambling site at once with{' '}
            <a href="https://www.gamstop.co.uk" target="_blank" rel="noopener noreferrer">
              GAMSTOP
            </a>
            .
          </p>
        </div>
      </PolicySection>
    </PageColumn>
  );
}
