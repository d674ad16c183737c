import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI shares two cores between the whole suite: give async UI assertions room before they give up.
configure({ asyncUtilTimeout: 5000 });

/**
 * jest-fixed-jsdom puts Node's FormData on the global (fetch needs it), and Node's cannot read a jsdom <form>. React
 * builds one from the form when a submit handler starts a navigation (filters kept in the address), as browsers
 * can; this reads the form's named, enabled fields the way a browser does for that.
 */
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? []) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
} as typeof FormData;
