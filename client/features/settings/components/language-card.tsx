import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function LanguageCard() {
  const { t } = useTranslation('settings');
  return (
    <Card aria-labelledby="settings-language-title">
      <CardHeader>
        <CardTitle id="settings-language-title">{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSelect />
      </CardContent>
    </Card>
  );
}
