import { InstallPanel } from '../../../features/activity/components/install-panel.tsx';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** activity/download — install the player app (PWA prompt) and the configured store links. */
export default function DownloadPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <InstallPanel />
      </div>
    </PageFrame>
  );
}
