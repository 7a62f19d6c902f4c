import KeyValueObserving

/// A part of the explorer's screen: it observes the keys it shows and paints its cells.
///
/// A view's observation handlers store what they were delivered and set ``needsDisplay``;
/// they never paint. Before each frame the ``Explorer`` asks every view that needs display
/// to ``draw(into:)``, and only those: a view that no notification reached keeps its cells
/// as they are. Observations are made with `.initial`, so a new view starts with every value
/// it shows and needs display at once.
class ExplorerView {
  /// Whether the view must paint before the next frame.
  final var needsDisplay = true
  /// The view's observations, which end with it.
  final var observations: [ObservationToken] = []

  /// Paints the view's rectangle of `grid` from the values it was delivered.
  func draw(into grid: inout CellGrid) {}
}
