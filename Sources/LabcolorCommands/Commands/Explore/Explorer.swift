import KeyValueObserving
import LabColor

/// The interactive explorer, without a terminal: the color model, the explorer's state,
/// the views that observe them, the undo history, and the input handlers that change them.
///
/// This is the slider app of the classic Cocoa Lab example. The `LabColor` model is the one
/// `set` and `watch` use; each view observes the keys it shows with `.initial`
/// (``ExplorerView``); input handlers (``handle(_:)``, in `Explorer+Keys.swift` and
/// `Explorer+Mouse.swift`) only set properties of the model and of the ``ExplorerState``.
/// So the dependency graph is the only path from a key press to the screen:
///
///     key ─▶ handler ─▶ color.aComponent ─▶ x, red, green, blue, hex, inGamut ─▶ views
///                                                        (needsDisplay) ─▶ render()
///
/// Each input event's changes are made in one batch (`batchChanges`), so observers hear of
/// each affected key once; ``render()`` then paints only the views that were notified, into
/// the grid the previous frame left, and a caller that handles several events before
/// rendering (input that arrived while a frame was drawn) gets one frame for all of them.
///
///     let explorer = Explorer(color: LabColor(l: 50), size: .init(columns: 80, rows: 24),
///                             depth: .trueColor)
///     _ = explorer.handle(.key(KeyPress(.right)))     // L* 51
///     let grid = explorer.render()
final class Explorer {
  /// The color explored.
  let color: LabColor
  /// Sliders, selection, typing, messages, window size.
  let state: ExplorerState
  /// The color at the start, where **r** returns.
  let start: Lab
  /// Undo and redo of the color's changes.
  let history: UndoHistory
  /// How colors become cells.
  let painter: ColorPainter
  /// The views, in painting order.
  private(set) var views: [ExplorerView] = []
  /// The frame as the last ``render()`` left it.
  private(set) var grid: CellGrid
  /// The number of views the last ``render()`` painted.
  private(set) var viewsDrawnLastFrame = 0
  /// What a mouse drag in progress changes.
  var drag: DragTarget?
  /// The colors pasted, as written, by their L\*a\*b\*: Enter prints the color shown from
  /// the text that gave it, when one did (`ExploreCommand.write`).
  var pastedColors: [Lab: ParsedColor] = [:]
  private var observations: [ObservationToken] = []

  /// What a mouse drag changes.
  enum DragTarget: Hashable {
    /// The slider at this index.
    case slider(Int)
    /// a\* and b\* on the plane.
    case plane
  }

  /// An explorer of `color` in a window of `size`, drawing at `depth`.
  init(color: LabColor, size: TerminalSize, depth: ColorDepth) {
    self.color = color
    start = color.lab
    state = ExplorerState(size: size)
    state.heldHue = LCh(start).h
    history = UndoHistory(color: color, state: state)
    painter = ColorPainter(depth: depth)
    grid = CellGrid(width: size.columns, height: size.rows)
    // A gray keeps the last hue the color had, for the hue slider and for raising C* again.
    let keepHue: (LabColor) -> Void = { [unowned state] color in
      let lch = LCh(color.lab)
      if lch.c > 0, state.heldHue != lch.h { state.heldHue = lch.h }
    }
    observations = [
      color.observe(\.aComponent) { color, _ in keepHue(color) },
      color.observe(\.bComponent) { color, _ in keepHue(color) },
    ]
    views = [
      HeaderView(state: state, white: color.white),
      SliderView(index: 0, color: color, state: state, painter: painter),
      SliderView(index: 1, color: color, state: state, painter: painter),
      SliderView(index: 2, color: color, state: state, painter: painter),
      PlaneView(color: color, state: state, painter: painter),
      SwatchView(color: color, state: state, painter: painter),
      ReadoutView(color: color, state: state),
      HelpLineView(state: state),
      TooSmallView(state: state),
    ]
  }

  /// Takes the window's new size; every view observing the layout repaints.
  func resize(to size: TerminalSize) {
    if state.size != size { state.size = size }
  }

  /// Paints the views that need display into the grid and returns it.
  ///
  /// A new window size starts from a blank grid (all views observing the layout were
  /// notified and repaint); otherwise the cells of views that were not notified stay as
  /// they are.
  func render() -> CellGrid {
    let size = state.size
    if grid.width != size.columns || grid.height != size.rows {
      grid = CellGrid(width: size.columns, height: size.rows)
    }
    viewsDrawnLastFrame = 0
    for view in views where view.needsDisplay {
      view.draw(into: &grid)
      view.needsDisplay = false
      viewsDrawnLastFrame += 1
    }
    return grid
  }

  /// The color as the swatch shows it: itself in sRGB, otherwise mapped into it as the
  /// state says. This is what **y** copies.
  var shownRGB: RGB8 { RGB8(state.gamutMapping.map(color.srgb)) }

  /// Whether every number the explorer shows of `lab` (relative to `white`) is finite: its
  /// XYZ and sRGB values, its LCh and OKLCh (the readout), the CIEDE2000 difference to the
  /// nearest named color (the readout), and that between the color and the swatch's clipped
  /// or CSS-mapped form of it (**g** switches, so both).
  ///
  /// Finite XYZ and sRGB values (``Lab/convertsFinitely(white:)``, which `set` and `watch`
  /// ask) are not enough: CIEDE2000 raises the mean chroma of the two colors to the seventh
  /// power, which overflows beyond a C\* of about 2e44, so an a\* of 1e50 would show
  /// `ΔE00 nan`. `compare` and
  /// `name` refuse such a color as too far out of range to convert (``ColorOverflow``); the
  /// explorer refuses to start from it or to take it from a typed value or a step.
  static func showsFinitely(_ lab: Lab, white: WhitePoint) -> Bool {
    guard lab.convertsFinitely(white: white) else { return false }
    let xyz = lab.xyz(white: white)
    let srgb = SRGB(xyz, white: white)
    let lch = LCh(lab)
    let oklch = OKLCh(OKLab(xyz, white: white))
    // As the swatch computes it, between the color and the 8-bit color it shows.
    let swatchDifferences = GamutMapping.allCases.map { mapping in
      ColorDifference.deltaE2000(lab, Lab(SRGB(RGB8(mapping.map(srgb))), white: white))
    }
    let nearest = NamedColorMatch.nearest(to: lab, white: white).difference
    return [
      xyz.x, xyz.y, xyz.z, srgb.red, srgb.green, srgb.blue, lch.c, lch.h, oklch.l, oklch.c,
      oklch.h, nearest,
    ].allSatisfy(\.isFinite) && swatchDifferences.allSatisfy(\.isFinite)
  }
}
