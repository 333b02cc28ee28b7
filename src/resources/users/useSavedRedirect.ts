import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_CREATED_REDIRECT_MS } from '../../domain/users/rules';
import { userPaths } from '../../registry/paths';

/** Spec 002 sections 2 and 9: after a save the success message shows, then the list follows in 2 s. */
export function useSavedRedirect() {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const done = () => {
    setSaved(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(userPaths.list, { state: { _scrollToTop: true } }), USER_CREATED_REDIRECT_MS);
  };
  return { saved, done };
}
