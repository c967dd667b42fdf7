import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuNewspaper } from 'react-icons/lu';
import { LoginButton, LogoutButton } from './header/AccountButtons';
import { headerCss } from './header/headerCss';
import { NavLinks, SearchLink, SectionLinks } from './header/NavLinks';
import { LanguageSwitch, ThemeToggle } from './PreferenceForms';

export function Header() {
  const { t } = useTranslation();
  return (
    <Box as="header" css={headerCss}>
      <div className="bar">
        {/* The brand stays on one line; the controls beside it keep their size. */}
        <a className="brand" href="/home">
          <LuNewspaper aria-hidden /> {t('app.brand')}
        </a>
        <nav className="menu" aria-label={t('nav.mainMenu')}>
          <NavLinks />
        </nav>
        <div className="controls">
          <LanguageSwitch />
          <ThemeToggle />
          <LoginButton />
          <LogoutButton />
        </div>
      </div>
      <div className="sections-bar">
        <nav className="sections" aria-label={t('nav.sections')}>
          <SectionLinks />
        </nav>
        <SearchLink />
      </div>
      <div className="strip-bar">
        <nav className="strip" aria-label={t('nav.mobileMenu')}>
          <NavLinks />
          <SectionLinks />
        </nav>
        <SearchLink />
      </div>
    </Box>
  );
}
