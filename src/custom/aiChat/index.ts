import SmartToyIcon from '@mui/icons-material/SmartToy';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const AiChatPage = lazy(() => import('./AiChatPage'));

/**
 * The bakery's assistant (issue 28, spec 000 "AI chat screen"): open to every signed-in user, so also in
 * the distributor's area (their phone's menu), where /ai-chat leads them.
 */
export const aiChat: Descriptor = {
  name: 'ai-chat',
  routes: [
    { screen: SCREEN.aiChat, component: AiChatPage },
    { screen: SCREEN.distributorAiChat, component: AiChatPage },
  ],
  menu: [
    { key: 'ai-chat', screen: SCREEN.aiChat, labelKey: 'bakery.menu.ai_chat', icon: SmartToyIcon, order: 50 },
    { key: 'distributor-ai-chat', screen: SCREEN.distributorAiChat, labelKey: 'bakery.menu.distributor_ai_chat', icon: SmartToyIcon, order: 50, area: 'distributor' },
  ],
};
