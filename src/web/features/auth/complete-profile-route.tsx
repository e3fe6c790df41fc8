import { CompleteProfilePage } from './complete-profile-page';
import { RequireFirstTime } from './guards';

export function CompleteProfileRoute() {
  return <RequireFirstTime render={(session) => <CompleteProfilePage session={session} />} />;
}
