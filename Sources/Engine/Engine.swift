// viewlint engine: added in a later milestone.
/// The engine executes static view trees; see ARCHITECTURE.md.
public enum Engine {}
