import type { CSSProperties } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { describePopup, type PopupValue } from '@dealer/schemas/describe';
import { popupPreviewModel, type PopupDocumentValue } from './popup-preview-model';

const frame: CSSProperties = {
  border: '1px solid var(--card-border-color, #ccc)',
  borderRadius: 8,
  padding: 16,
  background: 'var(--card-bg-color, #fff)',
  maxWidth: 480,
  position: 'relative',
};

/**
 * "Preview" tab of a popup: the popup as a visitor will roughly see it (heading, content or form, close button,
 * launcher) and, below, when it shows in plain words. HTML is rendered in a sandboxed frame without scripts.
 */
export const PopupPreviewView: UserViewComponent = ({ document }) => {
  const popup = document.displayed as PopupDocumentValue;
  const model = popupPreviewModel(popup);
  return (
    <div style={{ padding: 16, fontSize: 14, lineHeight: 1.5 }}>
      <p style={{ marginTop: 0 }}>
        <strong>{model.kind}</strong> · {model.position} · {model.modal ? 'dims the page' : 'page stays visible'}
      </p>
      <div style={{ padding: 16, background: model.modal ? 'rgba(0,0,0,0.35)' : 'transparent', borderRadius: 8 }}>
        <div style={frame} role="group" aria-label="Popup preview">
          {model.closable ? (
            <span aria-hidden="true" style={{ position: 'absolute', top: 8, right: 12, fontSize: 18 }}>
              ×
            </span>
          ) : null}
          {model.heading ? <h2 style={{ marginTop: 0, fontSize: 20 }}>{model.heading}</h2> : null}
          {model.html !== null ? (
            <iframe
              title="Popup HTML"
              sandbox=""
              srcDoc={model.html}
              style={{ width: '100%', minHeight: 180, border: 0 }}
            />
          ) : (
            <p style={{ border: '1px dashed #999', padding: 12, borderRadius: 4 }}>{model.formLabel}</p>
          )}
        </div>
      </div>
      {model.launcher ? (
        <p>
          Launcher button: <button type="button">{model.launcher}</button>
        </p>
      ) : null}
      <h3>When it shows</h3>
      <p>{describePopup(popup as PopupValue)}</p>
      {model.when.length > 1 ? (
        <ol>
          {model.when.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ol>
      ) : null}
      <p>{model.afterSubmit}</p>
    </div>
  );
};
