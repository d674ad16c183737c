import { DashboardLayout } from '@oddslab/shared/ui';
import { Outlet } from 'react-router-dom';
import { ConsoleMenu } from './console-menu';

/**
 * The console frame: side menu, top bar, page outlet and footer. Below the desktop breakpoint the menu is
 * collapsed into a drawer that closes again after each navigation.
 */
/** Which release of the console is running (set by the build; absent in unit tests). */
const consoleVersion = process.env.ODDSLAB_BUILD_VERSION;

export function ConsoleLayout() {
  const copyright = `Copyright © ${new Date().getFullYear()} OddsLab. All rights reserved`;
  return (
    <DashboardLayout
      title="Admin Console"
      navOnlyWhenOpen
      renderNav={({ id, narrow, onNavigate }) => <ConsoleMenu id={id} drawer={narrow} onNavigate={onNavigate} />}
      toggleLabels={{ open: 'Open menu', close: 'Close menu' }}
      backdropLabel="Dismiss menu"
      footer={consoleVersion ? `${copyright} · Console ${consoleVersion}` : copyright}
    >
      <Outlet />
    </DashboardLayout>
  );
}
