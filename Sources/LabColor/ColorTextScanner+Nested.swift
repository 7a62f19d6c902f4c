extension ColorTextScanner {
  /// A scanner over the part `range` of what `outer` scans, for a color inside another one
  /// (`color-mix(in oklch, red, blue)`): it ends at `range.upperBound`, and its errors
  /// count columns in the whole input and show what follows the color.
  init(nestedIn outer: ColorTextScanner, range: Range<Int>) {
    bytes = outer.bytes
    position = range.lowerBound
    end = range.upperBound
    inputEnd = outer.inputEnd
  }

  /// Moves past one color written inside another, starting at the cursor, and returns its
  /// range: a function with everything up to its matching ")", or else a run of bytes up to
  /// white space, ",", "/" or ")".
  mutating func skipNestedColor() -> Range<Int> {
    let start = position
    let name = scanIdentifier()
    if !name.isEmpty, consume(UInt8(ascii: "(")) {
      var depth = 1
      while position < end, depth > 0 {
        if bytes[position] == UInt8(ascii: "(") { depth += 1 }
        if bytes[position] == UInt8(ascii: ")") { depth -= 1 }
        position += 1
      }
      return start..<position
    }
    while position < end {
      let byte = bytes[position]
      if ColorTextScanner.isWhitespace(byte) || byte == 0x2C || byte == 0x2F || byte == 0x29 {
        break
      }
      position += 1
    }
    return start..<position
  }
}
