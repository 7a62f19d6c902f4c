// The keywords are those of CSS Color 4: `currentcolor` (§4.4), the system
// colors (§6.2) and the deprecated system colors (Appendix A).

/// A CSS color keyword whose value depends on where it is used, so that
/// labcolor, which has no document, cannot convert it: `currentcolor` and the
/// system colors (`Canvas`, `ButtonText`, …).
///
/// `ColorParser` refuses them with `ColorParseError.Reason.contextDependent`
/// and a message that says why, rather than "unknown color name".
public enum ContextDependentColor: Sendable, Hashable {
  /// `currentcolor`: the value of the `color` property of the element.
  case currentColor
  /// A system color such as `Canvas` or `ButtonText` (or a deprecated one
  /// such as `ThreeDFace`), chosen by the browser and the user's platform.
  case systemColor

  /// Why the keyword has no fixed value, for an error message.
  public var explanation: String {
    switch self {
    case .currentColor:
      return "currentcolor is the color of the element it is used on, and there is none here"
    case .systemColor:
      return "system colors are chosen by the browser and the user's platform and theme"
    }
  }

  /// The keyword spelled at `word`, ignoring case; `nil` for any other word.
  init?(_ word: Range<Int>, _ scanner: ColorTextScanner) {
    if scanner.matches(word, "currentcolor") {
      self = .currentColor
      return
    }
    for name in ContextDependentColor.systemColorNames where scanner.matches(word, name) {
      self = .systemColor
      return
    }
    return nil
  }

  /// The system colors, current and deprecated, in lowercase.
  static let systemColorNames: [StaticString] = [
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface",
    "buttontext", "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight",
    "highlighttext", "linktext", "mark", "marktext", "selecteditem", "selecteditemtext",
    "visitedtext",
    // Deprecated (CSS Color 4, Appendix A).
    "activeborder", "activecaption", "appworkspace", "background", "buttonhighlight",
    "buttonshadow", "captiontext", "inactiveborder", "inactivecaption",
    "inactivecaptiontext", "infobackground", "infotext", "menu", "menutext", "scrollbar",
    "threeddarkshadow", "threedface", "threedhighlight", "threedlightshadow", "threedshadow",
    "window", "windowframe", "windowtext",
  ]
}
