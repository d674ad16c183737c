import { DashboardLayout } from '@oddslab/shared/ui';
import { Outlet } from 'react-router-dom';
import { LinkBar } from './link-bar';
import { Sidebar } from './sidebar';

/**
 * The portal frame: sidebar, top bar, package link bar, page outlet and footer. Below the desktop breakpoint the
 * sidebar is forced collapsed; opening it there floats it over the page until the next navigation.
 */
export function PortalLayout() {
  return (
    <DashboardLayout
      title="Client Portal"
      narrowRailWidth="72px"
      renderNav={({ id, open, narrow, onNavigate }) => (
        <Sidebar id={id} expanded={open} overlay={narrow} onNavigate={onNavigate} />
      )}
      toggleLabels={{ open: 'Expand sidebar', close: 'Collapse sidebar' }}
      backdropLabel="Close sidebar"
      linkBar={<LinkBar />}
      footer={`Copyright © ${new Date().getFullYear()} OddsLab. All rights reserved.`}
    >
      <Outlet />
    </DashboardLayout>
  );
}
