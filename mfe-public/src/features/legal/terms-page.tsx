import { useGetAuthConfigQuery } from '@oddslab/shared/api';
import { PageColumn, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import { DEFAULT_MINIMUM_SIGNUP_AGE } from '../signup/validate-signup';
import { PolicySection } from './legal-layout';

/** Terms and conditions (/terms): what OddsLab is, who may use it, and what its figures do and do not promise. */
export function TermsPage() {
  const minimumAge = useGetAuthConfigQuery().data?.minimumSignupAge ?? DEFAULT_MINIMUM_SIGNUP_AGE;
  return (
    <PageColumn>
      <PageTitle subtitle="The agreement between you and OddsLab when you create an account or use the site.">
        Terms and Conditions
      </PageTitle>
      <PolicySection aria-labelledby="terms-service">
        <h2 id="terms-service">What OddsLab is</h2>
        <div>
          <p>
            OddsLab is a football <strong>analytics service</strong>. We publish match probabilities, fair odds, value
            signals and the track record behind them. <strong>We are not a bookmaker</strong>: we do not take bets, hold
            stakes or pay out winnings, and nothing on the site is an offer to bet.
          </p>
          <p>
            In replay mode the site plays past seasons on a simulated clock; every date shown then follows that clock,
            and the figures describe those past matches.
          </p>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="terms-eligibility">
        <h2 id="terms-eligibility">Who may use it</h2>
        <div>
          <ul>
            <li>
              You must be at least <strong>{minimumAge} years old</strong> to create an account, and old enough to bet
              where you live if you act on what you read here.
            </li>
            <li>The details you give when you sign up must be true, and your account is for you alone.</li>
            <li>Keep your password to yourself; tell us at once if you think someone else has used your account.</li>
          </ul>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="terms-figures">
        <h2 id="terms-figures">Estimates, not guarantees</h2>
        <div>
          <p>
            Every probability is an estimate from a statistical model and the data available before kick-off. Models are
            wrong in ways nobody can foresee, and past performance, including our published track record, does not
            promise future results. You decide what to do with the figures, and any bet you place is your own decision
            and risk.
          </p>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="terms-packages">
        <h2 id="terms-packages">Packages</h2>
        <div>
          <p>
            Free accounts see the public pages and the portal's basics. Paid packages add predictions, odds comparison,
            value-bet recommendations, alerts and more, as listed on each package. You can change package from your
            settings; what a package includes is checked on our servers for every request.
          </p>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="terms-use">
        <h2 id="terms-use">Fair use</h2>
        <div>
          <ul>
            <li>Do not try to reach data your package does not include, or other people's accounts.</li>
            <li>Do not overload the service or copy it wholesale by automated means.</li>
            <li>We may suspend accounts that break these terms.</li>
          </ul>
        </div>
      </PolicySection>
      <PolicySection aria-labelledby="terms-help">
        <h2 id="terms-help">Betting safely</h2>
        <div>
          <p>
            If betting stops being fun, stop. Our <Link to="/responsible-gambling">responsible gambling</Link> page says
            where to find help.
          </p>
        </div>
      </PolicySection>
    </PageColumn>
  );
}
