import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './language-storage';
import { createTranslator, directionOf, type Direction, type Language, type Translate } from './translate';

interface LanguageContextValue {
  language: Language;
  dir: Direction;
  t: Translate;
  toggleLanguage: () => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(readStoredLanguage);

  useEffect(() => {
    applyDocumentLanguage(language);
  }, [language]);

  const toggleLanguage = useCallback(() => {
    const next = language === 'ar' ? 'en' : 'ar';
    storeLanguage(next);
    setLanguage(next);
  }, [language]);

  const value = useMemo(
    () => ({ language, dir: directionOf(language), t: createTranslator(language), toggleLanguage }),
    [language, toggleLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useI18n(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useI18n must be used inside <LanguageProvider>');
  return value;
}
