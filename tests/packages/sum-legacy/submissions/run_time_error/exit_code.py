# Exits with status 3 before printing: run_time_error.
import sys
sys.exit(3)
