import { Button, ButtonGroup, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../contract/headers';
import { changeLanguage } from '../lib/language';

const LABELS: Record<Language, string> = { tur: 'TR', eng: 'EN' };
// Each language is named in itself (an autonym), whatever the interface's language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- autonyms are not translated
const NAMES: Record<Language, string> = { tur: 'Türkçe', eng: 'English' };

/**
 * tur / eng; the choice is kept in app-settings and sent to the worker as X-Language. Each button
 * shows its code and is named "TR Türkçe" / "EN English": the name starts with what is seen
 * (WCAG 2.5.3 label in name), and each language's name is in that language.
 */
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
          data-testid={`language-${language}`}
          onClick={() => void changeLanguage(language)}
        >
          {LABELS[language]}
          <VisuallyHidden> {NAMES[language]}</VisuallyHidden>
        </Button>
      ))}
    </ButtonGroup>
  );
}
