/**
 * The honeypot: a field people never see (display: none keeps it out of sight,
 * focus and the accessibility tree) and bots fill in.
 */
export function Honeypot() {
  return (
    <div className="hp-field">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
