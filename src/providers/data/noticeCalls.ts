import type { ApiCall } from './apiCall';

// The bell (issue 27): the signed-in user's notifications, their unread count, mark read, delete.

export interface Notice {
  id: number;
  user_id: number | null;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NoticeCalls {
  /** GET /notifications: the newest `limit` and how many are unread. */
  notices: (limit?: number) => Promise<{ notices: Notice[]; unread: number }>;
  /** PATCH /notifications/{id}/read. */
  markNoticeRead: (id: number) => Promise<void>;
  /** DELETE /notifications/{id}: only one addressed to this user alone. */
  deleteNotice: (id: number) => Promise<void>;
}

export function noticeCalls(call: ApiCall): NoticeCalls {
  return {
    async notices(limit = 10) {
      const reply = await call<{ notifications: Notice[]; unread: number }>(`/notifications?limit=${limit}`);
      return { notices: reply.data?.notifications ?? [], unread: reply.data?.unread ?? 0 };
    },
    async markNoticeRead(id) {
      await call(`/notifications/${id}/read`, { method: 'PATCH' });
    },
    async deleteNotice(id) {
      await call(`/notifications/${id}`, { method: 'DELETE' });
    },
  };
}
