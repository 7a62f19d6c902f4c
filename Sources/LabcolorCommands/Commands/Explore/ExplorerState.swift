import KeyValueObserving
import LabColor

/// The explorer's own state, beside the color: which sliders are shown and which is
/// selected, the gamut mapping of the swatch, whether the plane outlines Display P3, the
/// number being typed, the message of the help line, and the window's size and layout.
///
/// It is observable like the color: views observe the keys they show (the sliders
/// ``selection`` and ``mode``, the help line ``entry`` and ``message``, every view
/// ``layout``), input handlers set them, and nothing else repaints. ``layout`` depends on
/// ``size``, ``channels`` on ``mode``, ``selectedChannel`` on both ``mode`` and
/// ``selection``: setting the size notifies every observer of the layout.
final class ExplorerState: KeyValueObject {
  /// The window size.
  @Observed var size: TerminalSize
  /// Lab or LCh sliders.
  @Observed var mode: SliderMode = .lab
  /// The selected slider, 0 (top) to 2.
  @Observed var selection = 0
  /// How the swatch shows a color outside sRGB: clipped or CSS-mapped.
  @Observed var gamutMapping: GamutMapping = .clip
  /// The number being typed into the selected slider, or `nil` when none is.
  @Observed var entry: String?
  /// A message for the help line (a refused entry, a copy), or `nil` for the keys.
  @Observed var message: String?
  /// The hue shown for a gray, in degrees: the last hue the color had while it had chroma.
  @Observed var heldHue = 0.0
  /// Whether the plane outlines the Display P3 gamut.
  @Observed var showsDisplayP3 = false

  /// State for a window of `size`, Lab sliders, the first selected.
  init(size: TerminalSize) {
    self.size = size
  }

  /// Where everything goes, for ``size``.
  var layout: ExplorerLayout { ExplorerLayout(size: size) }

  /// The sliders' channels, top to bottom.
  var channels: [Channel] { mode.channels }

  /// The channel of the selected slider.
  var selectedChannel: Channel { mode.channels[min(max(selection, 0), 2)] }

  /// The keys, with the dependencies of the computed ones.
  override class var keyTable: KeyTable {
    KeyTable(ExplorerState.self) {
      Key("size", \.size)
      Key("mode", \.mode)
      Key("selection", \.selection)
      Key("gamutMapping", \.gamutMapping)
      Key("entry", \.entry)
      Key("message", \.message)
      Key("heldHue", \.heldHue)
      Key("showsDisplayP3", \.showsDisplayP3)
      Key("layout", \.layout, dependsOn: \.size)
      Key("channels", \.channels, dependsOn: \.mode)
      Key("selectedChannel", \.selectedChannel, dependsOn: \.mode, \.selection)
    }
  }
}
