import { Box } from '@chakra-ui/react';
import { READER_HOOKS } from '@news/contract';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FaFacebookF, FaTelegram, FaWhatsapp, FaXTwitter } from 'react-icons/fa6';
import { LuLink, LuShare2 } from 'react-icons/lu';
import { PageKindContext } from '../../shared/pageKind';

const shareCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  '& > a, & > button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    rounded: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    color: 'fg',
    bg: 'bg',
    cursor: 'pointer',
  },
  '& > a:hover, & > button:hover': { bg: 'bg.muted' },
  '& > a:focus-visible, & > button:focus-visible': {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '2px',
  },
  '& > .whatsapp': { bg: '#25d366', borderColor: '#25d366', color: 'black' },
  '& > .whatsapp:hover': { bg: '#1ebe5b' },
  [`& [${READER_HOOKS.copied}]`]: { fontSize: 'sm', color: 'fg.muted' },
};

/** The addresses that open each service's own share screen, with the story's address and headline. */
export function shareAddresses(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${text}`,
  };
}

function Service({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      {children}
    </a>
  );
}

/**
 * Share buttons: WhatsApp first (how most of our readers pass news on), then X, Facebook and
 * Telegram as plain links that work without a script; copying the address and the phone's own
 * share sheet need one, so they stay hidden until the page's script finds them possible.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const origin = useContext(PageKindContext).origin ?? '';
  const url = `${origin}${encodeURI(path)}`;
  const to = shareAddresses(url, title);
  return (
    <Box
      role="group"
      aria-label={t('share.label')}
      css={shareCss}
      {...{ [READER_HOOKS.shareUrl]: url, [READER_HOOKS.shareTitle]: title }}
    >
      <Service href={to.whatsapp} label={t('share.whatsapp')} className="whatsapp">
        <FaWhatsapp aria-hidden />
      </Service>
      <Service href={to.x} label={t('share.x')}>
        <FaXTwitter aria-hidden />
      </Service>
      <Service href={to.facebook} label={t('share.facebook')}>
        <FaFacebookF aria-hidden />
      </Service>
      <Service href={to.telegram} label={t('share.telegram')}>
        <FaTelegram aria-hidden />
      </Service>
      <button
        type="button"
        {...{ [READER_HOOKS.copyLink]: '' }}
        aria-label={t('share.copy')}
        title={t('share.copy')}
        hidden
      >
        <LuLink aria-hidden />
      </button>
      <button
        type="button"
        {...{ [READER_HOOKS.shareSheet]: '' }}
        aria-label={t('share.more')}
        title={t('share.more')}
        hidden
      >
        <LuShare2 aria-hidden />
      </button>
      <span {...{ [READER_HOOKS.copied]: '' }} role="status" hidden>
        {t('share.copied')}
      </span>
    </Box>
  );
}
