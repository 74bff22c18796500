"""Run a venus suite: ``python runner.py --suite venus [--agent oracle] [--output_dir DIR]``.

See ``python runner.py --helpfull`` for every flag.
"""

from venus_tasks.cli import run

if __name__ == "__main__":
    run()
