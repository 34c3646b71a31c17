import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../components/ui/icons.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { APP_VERSION } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { GameList, LobbyLinks, MemberShelves } from '../../../features/games/components/lobby.tsx';
import { TopTables } from '../../../features/games/components/top-tables.tsx';
import { useReturnFromPlatforms } from '../../../features/games/hooks/use-return-from-platforms.ts';
import { openLogin, openRegister } from '../../../lib/session.ts';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { OperatorLine } from '../operator-line.tsx';
import { PageFrame } from '../page-frame.tsx';
import { CheckinOffer } from './checkin-offer.tsx';
import './home.css';

const CATEGORIES = ['slots', 'hot', 'live', 'new'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_ICONS: Record<Category, IconName> = {
  slots: 'slots',
  hot: 'flame',
  live: 'live',
  new: 'sparkles',
};

/**
 * Home (docs/SPECIFICATION.md §2): the game categories with their tiles (the Live casino tab says honestly that no
 * live table is open yet), the player's history and collection, the top-10 tables from real rounds
 * and the responsible-gaming footer.
 */
export default function HomePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category>('slots');
  const maintenance = useAppState((s) => s.game.status === 1);
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id));
  useReturnFromPlatforms();

  return (
    <PageFrame route={route} header={<HomeTopBar loggedIn={loggedIn} />}>
      <section className="jl-hero" aria-labelledby="home-hero-title">
        <p className="jl-hero__eyebrow">
          <Icon name="shield" size={16} /> {t('home.eyebrow')}
        </p>
        <h1 id="home-hero-title" className="jl-hero__title">
          {t('home.heroTitle')}
        </h1>
        <p className="jl-hero__body">{t('home.heroBody')}</p>
        {/* data-guest-only: not in a logged-in player's prerendered first paint (app/first-paint.ts) */}
        {loggedIn ? null : (
          <Button className="jl-hero__cta" onClick={openRegister} data-guest-only>
            {t('home.heroCta')}
          </Button>
        )}
      </section>

      {maintenance ? (
        <p className="jl-banner" role="status">
          <Icon name="info" size={18} /> {t('messages.gameMaintenance')}
        </p>
      ) : null}

      <section className="jl-home__games" aria-label={t('home.gamesLabel')}>
        <Tabs
          label={t('home.gamesLabel')}
          value={category}
          onChange={setCategory}
          items={CATEGORIES.map((key) => ({
            key,
            label: t(`home.tabs.${key}`),
            icon: <Icon name={CATEGORY_ICONS[key]} size={18} />,
          }))}
        >
          {(panel) => (
            <div id={panel.id} role="tabpanel" aria-labelledby={panel.labelledBy} className="jl-home__panel">
              <GameList key={category} category={category} />
              {category === 'live' ? null : <LobbyLinks />}
            </div>
          )}
        </Tabs>
      </section>

      <MemberShelves />
      <TopTables />
      {loggedIn ? <CheckinOffer /> : null}

      <footer className="jl-home__footer">
        <RgNotice title={t('rg.title')} body={t('rg.body')}>
          <OperatorLine className="jl-home__operator" />
          <p className="jl-home__links">
            <Link to={paths.terms}>{t('rg.terms')}</Link>
            <span aria-hidden="true">·</span>
            <span>{t('app.version', { version: APP_VERSION })}</span>
          </p>
        </RgNotice>
      </footer>
    </PageFrame>
  );
}

function HomeTopBar({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="jl-topbar">
      <Logo />
      <div className="jl-topbar__actions">
        <Link to={paths.language} className="jl-topbar__icon" aria-label={t('pages.language')}>
          <Icon name="globe" size={20} />
        </Link>
        {loggedIn ? null : (
          <>
            <Button size="sm" variant="ghost" onClick={() => openLogin()} data-guest-only>
              {t('actions.login')}
            </Button>
            <Button size="sm" onClick={openRegister} data-guest-only>
              {t('actions.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
