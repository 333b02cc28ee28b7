import { useTranslate } from 'react-admin';

/** Shows a bakery.* key translated, or a server's Arabic text as it came (it is no key). */
export function useMessage(): (keyOrText: string | undefined) => string {
  const translate = useTranslate();
  return (keyOrText) => (keyOrText ? translate(keyOrText, { _: keyOrText }) : '');
}
