/// Which three sliders the explorer shows: L\*, a\*, b\* or L\*, C\*, h. Tab switches.
enum SliderMode: Hashable, Sendable, CaseIterable {
  /// L\*, a\*, b\*: the rectangular components, as the model stores them.
  case lab
  /// L\*, C\*, h: lightness, chroma and hue angle (CIE LCh(ab)).
  case lch

  /// The sliders' channels, top to bottom.
  var channels: [Channel] {
    switch self {
    case .lab: return [.lightness, .a, .b]
    case .lch: return [.lightness, .chroma, .hue]
    }
  }

  /// The other mode.
  var toggled: SliderMode { self == .lab ? .lch : .lab }

  /// The mode's name: `Lab` or `LCh`.
  var name: String { self == .lab ? "Lab" : "LCh" }
}
