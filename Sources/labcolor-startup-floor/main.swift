// The floor of `make bench`'s start-up case: a hello world linked with all of labcolor's
// code and built as `make install` builds labcolor, calling none of it. Against a plain
// hello world, it measures what loading and relocating a binary of labcolor's size costs
// before any command runs.
import LabcolorCommands

print("Hello, world!")
