import KeyValueObserving
import LabColor

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

  /// L\*, a\* and b\* as delivered, in views that observe them with
  /// ``observeComponents(of:)``.
  final var lab = Lab(l: 0, a: 0, b: 0)

  /// Observes L\*, a\* and b\* of `color` with `.initial`: each value delivered is stored in
  /// ``lab`` and marks the view for display.
  final func observeComponents(of color: LabColor) -> [ObservationToken] {
    let components: [(WritableKeyPath<Lab, Double>, KeyPath<LabColor, Double>)] = [
      (\.l, \.lComponent), (\.a, \.aComponent), (\.b, \.bComponent),
    ]
    return components.map { field, key in
      color.observe(key, options: [.initial, .new]) { [unowned self] _, change in
        lab[keyPath: field] = change.newValue ?? lab[keyPath: field]
        needsDisplay = true
      }
    }
  }

  /// Paints the view's rectangle of `grid` from the values it was delivered.
  func draw(into grid: inout CellGrid) {}
}
