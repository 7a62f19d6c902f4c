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
}
