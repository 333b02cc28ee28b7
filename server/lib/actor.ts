import type { Role } from '../../src/domain/enums';
import type { LiveSession, SessionUser } from '../services/sessions';

// Who is calling, in one place of its own: the auth plugin makes it, the services read it (to scope reads
// and to sign audit entries), and neither has to import the other for it.

/** The signed-in user and the session the request came with. */
export interface Auth {
  user: SessionUser & { role: Role };
  session: LiveSession;
}

/** Who a write is done by, for the services and their audit entries. */
export interface Actor {
  auth: Auth;
  ip: string | null;
}
