import LabColor
import Testing

@testable import LabcolorCommands

/// The palette against xterm's definition (`256colres.pl`: cube levels 0 and 55 + 40·n,
/// grays 8 + 10·n; `XTerm-col.ad` for 0…15), and the nearest-entry search against ΔEOK
/// distances computed independently (Björn Ottosson's reference sRGB → Oklab matrices).
@Suite struct XtermPaletteTests {
  private func hex(_ index: UInt8) -> String { XtermPalette.color(index).hex }

  @Test func theSystemColorsAreXtermsDefaults() {
    let expected = [
      "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
      "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
    ]
    #expect((0..<16).map { hex(UInt8($0)) } == expected)
  }

  @Test func theCubeHasLevels0_95_135_175_215_255() {
    #expect(hex(16) == "#000000")
    #expect(hex(17) == "#00005f")
    #expect(hex(18) == "#000087")
    #expect(hex(19) == "#0000af")
    #expect(hex(20) == "#0000d7")
    #expect(hex(21) == "#0000ff")
    #expect(hex(22) == "#005f00")
    #expect(hex(52) == "#5f0000")
    #expect(hex(131) == "#af5f5f")
    #expect(hex(196) == "#ff0000")
    #expect(hex(231) == "#ffffff")
  }

  @Test func theGraysStepBy10From8() {
    #expect(hex(232) == "#080808")
    #expect(hex(233) == "#121212")
    #expect(hex(244) == "#808080")
    #expect(hex(255) == "#eeeeee")
  }

  @Test func anEntrysOwnColorMapsToItself() {
    for index in XtermPalette.searchedIndexes {
      let color = XtermPalette.color(index)
      #expect(XtermPalette.color(XtermPalette.nearestIndex(to: color)) == color, "entry \(index)")
    }
  }

  @Test func theSystemColorsAreNeverChosen() {
    // Pure red is entry 9 as well as 196; the search keeps to 16…255.
    #expect(XtermPalette.nearestIndex(to: RGB8(red: 255, green: 0, blue: 0)) == 196)
    #expect(XtermPalette.nearestIndex(to: RGB8(red: 0, green: 0, blue: 0)) == 16)
    #expect(XtermPalette.nearestIndex(to: RGB8(red: 255, green: 255, blue: 255)) == 231)
  }

  @Test(
    arguments: [
      ("#986b78", 131), ("#336699", 24), ("#663399", 55), ("#6495ed", 68), ("#ffa500", 214),
      ("#123456", 236), ("#7f7f7f", 244),
    ] as [(String, UInt8)])
  func theNearestEntryByDeltaEOK(color: String, index: UInt8) throws {
    #expect(XtermPalette.nearestIndex(to: try RGB8(hex: color)) == index)
  }
}
