import Testing

@testable import LabcolorCommands

@Suite struct SliceOutputTests {
  @Test func theExtensionGivesTheFormat() throws {
    #expect(try SliceOutput(argument: "slice.png").format == .png)
    #expect(try SliceOutput(argument: "out/SLICE.PPM").format == .ppm)
    #expect(try SliceOutput(argument: "a.svg") == SliceOutput(argument: "a.svg"))
    #expect(try SliceOutput(argument: "a.svg").path == "a.svg")
    for name in ["slice", "slice.jpg", ".png", "png", ""] {
      #expect(
        throws: ArgumentValueError.invalid(
          reason: "expected a file name ending in .png, .ppm or .svg")
      ) {
        try SliceOutput(argument: name)
      }
    }
  }

  @Test func aNameThatWasNotUTF8IsRefused() {
    // What the process's arguments make of a Latin-1 `café.png` (bytes 63 61 66 E9 …).
    #expect(
      throws: ArgumentValueError.invalid(
        reason: "expected a file name in UTF-8 (U+FFFD stands for bytes that are not UTF-8, "
          + "and would name another file)")
    ) {
      try SliceOutput(argument: "caf\u{FFFD}.png")
    }
  }
}
