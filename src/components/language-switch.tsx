import { Button, ButtonGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../contract/headers';
import { changeLanguage } from '../lib/language';

const LABELS: Record<Language, string> = { tur: 'TR', eng: 'EN' };

/** tur / eng; the choice is kept in app-settings and sent to the worker as X-Language. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <ButtonGroup
      size="sm"
      variant="outline"
      attached
      role="group"
      aria-label={t({ id: 'language.switch', message: 'Language' })}
    >
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          aria-pressed={i18n.locale === language}
          variant={i18n.locale === language ? 'solid' : 'outline'}
          lang={language === 'tur' ? 'tr' : 'en'}
          aria-label={language === 'tur' ? 'Türkçe' : 'English'}
          data-testid={`language-${language}`}
          onClick={() => void changeLanguage(language)}
        >
          {LABELS[language]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
