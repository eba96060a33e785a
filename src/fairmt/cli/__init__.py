"""The command line: the only place in fairmt that prints or configures logging."""
