/**
 * The maximise/restore button of the dialogs (popups, vehicle-page flows): a toggle button, pressed while
 * maximised, named for what it does next. The dialog keeps the state (and turns dragging off while maximised).
 */
export function MaximizeToggle({
  maximized,
  onToggle,
  maximizeLabel,
  restoreLabel,
  className,
}: {
  maximized: boolean;
  onToggle: (maximized: boolean) => void;
  maximizeLabel: string;
  restoreLabel: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={maximized}
      aria-label={maximized ? restoreLabel : maximizeLabel}
      onClick={() => onToggle(!maximized)}
    >
      <span aria-hidden="true">{maximized ? '❐' : '□'}</span>
    </button>
  );
}
