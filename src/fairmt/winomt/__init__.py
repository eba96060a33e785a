"""WinoMT (Stanovsky et al., 2019): gender accuracy of MT output."""
