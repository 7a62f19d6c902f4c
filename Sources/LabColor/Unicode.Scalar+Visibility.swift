extension Unicode.Scalar {
  /// Whether an error message writes this scalar as `\u{XX}` rather than as itself: a
  /// control character (C0, DEL, C1), one that formats rather than shows (a byte-order mark,
  /// a zero-width space, a direction mark, a soft hyphen), a line or paragraph separator, or
  /// a space other than U+0020 (a no-break space, an ideographic space). Shown as itself, a
  /// message would quote it as nothing, or as a space the user did not type.
  ///
  ///     Unicode.Scalar(0xFEFF)!.isEscapedInMessages  // true: the byte-order mark
  ///     Unicode.Scalar("é").isEscapedInMessages       // false
  package var isEscapedInMessages: Bool {
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    case .spaceSeparator: return self != " "
    default: return false
    }
  }

  /// `\u{XX}`: the scalar's value in upper-case hexadecimal, as Swift writes it in a string
  /// literal.
  package var escapedForMessages: String {
    "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }
}
