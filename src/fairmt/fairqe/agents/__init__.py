"""FairQE agent sets: ``rules`` (offline default) and ``llm``."""
